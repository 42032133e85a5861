import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  ColumnsPanelTrigger,
  FilterPanelTrigger,
  GridToolbarQuickFilter,
  gridDensitySelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { nextDensity } from '@pvz/ui/grid-density';

/**
 * A table's toolbar: row density, columns, filters, xlsx export and the quick search. What the export takes (the
 * rows shown, or every row the server's filters match) is the table's business.
 */
export function TableToolbar({
  onExport,
  exporting = false,
  quickFilterDebounceMs,
}: {
  onExport(): void;
  exporting?: boolean;
  /** a server-side search waits for the typing to pause */
  quickFilterDebounceMs?: number;
}) {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  return (
    <Toolbar>
      <Tooltip title="Плотность строк">
        <ToolbarButton aria-label="Плотность строк" onClick={() => apiRef.current.setDensity(nextDensity(density))}>
          <DensityMediumIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
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
        {/* a disabled button gets no hover events: the span keeps the tooltip */}
        <span>
          <ToolbarButton aria-label="Скачать xlsx" onClick={onExport} disabled={exporting}>
            <FileDownloadIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter debounceMs={quickFilterDebounceMs} />
    </Toolbar>
  );
}
