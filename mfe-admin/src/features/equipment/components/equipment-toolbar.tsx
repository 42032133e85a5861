import { TableToolbar } from '@pvz/ui/table-toolbar';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** the register's tables export every row the filters match, page by page */
    onExportAll?: () => void;
    exporting?: boolean;
  }
}

/** The table's toolbar: its export takes every matching row, and its search is the gateway's. */
export function EquipmentToolbar({ onExportAll, exporting }: { onExportAll?: () => void; exporting?: boolean }) {
  return <TableToolbar onExport={() => onExportAll?.()} exporting={exporting} quickFilterDebounceMs={400} />;
}
