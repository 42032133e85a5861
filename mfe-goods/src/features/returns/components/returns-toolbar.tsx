import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { ColumnsPanelTrigger, GridToolbarQuickFilter, Toolbar, ToolbarButton } from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onExportAll?: () => void;
    exporting?: boolean;
  }
}

/** The returns table's toolbar: columns, the xlsx export of every matching row, and the server's search. */
export function ReturnsToolbar({ onExportAll, exporting }: { onExportAll?: () => void; exporting?: boolean }) {
  return (
    <Toolbar>
      <Tooltip title="Столбцы">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Столбцы" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Скачать xlsx">
        <span>
          <ToolbarButton aria-label="Скачать xlsx" onClick={() => onExportAll?.()} disabled={exporting}>
            <FileDownloadIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter debounceMs={400} />
    </Toolbar>
  );
}
