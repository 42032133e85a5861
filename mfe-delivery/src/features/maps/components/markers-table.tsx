import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type Marker, markerKindTitle } from '@pvz/contracts/api/maps';
import { formatDateTime } from '@pvz/ui/format';
import { formatCoordinates } from '../map-places';

interface MarkersTableProps {
  markers: readonly Marker[];
  onSelect(marker: Marker): void;
  /** absent for whoever may only look */
  onRemove?: (marker: Marker) => void;
}

/** The managers' markers as a list: a note opens the marker's card. */
export function MarkersTable({ markers, onSelect, onRemove }: MarkersTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Метки">
        <TableHead>
          <TableRow>
            <TableCell>Тип</TableCell>
            <TableCell>Заметка</TableCell>
            <TableCell>Координаты</TableCell>
            <TableCell>Добавил</TableCell>
            {onRemove && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {markers.length === 0 && (
            <TableRow>
              <TableCell colSpan={onRemove ? 5 : 4}>Меток пока нет</TableCell>
            </TableRow>
          )}
          {markers.map((marker) => (
            <TableRow key={marker.id}>
              <TableCell>{markerKindTitle[marker.kind]}</TableCell>
              <TableCell>
                <Link component="button" onClick={() => onSelect(marker)}>
                  {marker.note}
                </Link>
              </TableCell>
              <TableCell>{formatCoordinates(marker)}</TableCell>
              <TableCell>
                {marker.createdBy}, {formatDateTime(marker.createdAt)}
              </TableCell>
              {onRemove && (
                <TableCell align="right">
                  <Button size="small" color="error" onClick={() => onRemove(marker)}>
                    Удалить
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
