import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatCoordinates } from '../map-places';

interface Place {
  id: number;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

interface PlacesTableProps<T extends Place> {
  /** the table's name: «Точки» */
  label: string;
  nameHeader: string;
  places: readonly T[];
  /** the last column, what the page tells of each place */
  extra: { header: string; align?: 'right'; cell(place: T): ReactNode };
  onSelect(place: T): void;
}

/** Places as a list, those without coordinates too (they are not on the map): a name opens the card. */
export function PlacesTable<T extends Place>({ label, nameHeader, places, extra, onSelect }: PlacesTableProps<T>) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{nameHeader}</TableCell>
            <TableCell>Адрес</TableCell>
            <TableCell>Координаты</TableCell>
            <TableCell align={extra.align}>{extra.header}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {places.map((place) => (
            <TableRow key={place.id}>
              <TableCell>
                <Link component="button" onClick={() => onSelect(place)}>
                  {place.name}
                </Link>
              </TableCell>
              <TableCell>{place.address}</TableCell>
              <TableCell>{formatCoordinates(place)}</TableCell>
              <TableCell align={extra.align}>{extra.cell(place)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
