import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Badge, Box, Tooltip } from '@mui/material';
import {
  ColumnsPanelTrigger,
  FilterPanelTrigger,
  GridToolbarQuickFilter,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** the goods tables export every matching row, page by page, not only the page shown */
    onExportAll?: () => void;
    exporting?: boolean;
  }
}

/** Columns, filters, the xlsx export of every row the filters match, and the quick search. */
export function GoodsToolbar({ onExportAll, exporting }: { onExportAll?: () => void; exporting?: boolean }) {
  return (
    <Toolbar>
      <Tooltip title="Столбцы">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Столбцы" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Фильтры">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Фильтры" color={state.filterCount > 0 ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Скачать xlsx">
        <span>
          <ToolbarButton aria-label="Скачать xlsx" onClick={onExportAll} disabled={exporting}>
            <FileDownloadIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter debounceMs={400} />
    </Toolbar>
  );
}
