import { TableToolbar } from '@pvz/ui/table-toolbar';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** the service rows export every row the filters match, page by page */
    onExportAll?: () => void;
    exporting?: boolean;
  }
}

/** The goods tables' toolbar: density, columns, the export of every matching row, and the gateway's search. */
export function ServiceRowsToolbar({ onExportAll, exporting }: { onExportAll?: () => void; exporting?: boolean }) {
  return <TableToolbar onExport={() => onExportAll?.()} exporting={exporting} quickFilterDebounceMs={400} />;
}
