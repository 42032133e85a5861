import { TableToolbar } from '@pvz/ui/table-toolbar';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** the goods tables export every matching row, page by page, not only the page shown */
    onExportAll?: () => void;
    exporting?: boolean;
  }
}

/** The table toolbar; its export takes every row the filters match, and the search is the server's. */
export function GoodsToolbar({ onExportAll, exporting }: { onExportAll?: () => void; exporting?: boolean }) {
  return <TableToolbar onExport={() => onExportAll?.()} exporting={exporting} quickFilterDebounceMs={400} />;
}
