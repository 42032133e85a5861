import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '@pvz/ui/format';
import type { InventoryScan } from '../hooks/inventory-scan-storage';
import type { ScanResult } from '../hooks/use-inventory-scans';

/** A count runs into thousands of items; the newest are the ones anybody reads. */
const shownScans = 100;

/** What the last scan did: counted, already counted, or refused. */
export function LastScanResult({ result }: { result: ScanResult | null }) {
  if (!result) return null;
  if (result.status === 'counted') return <Alert severity="success">Засчитан: {result.code}</Alert>;
  return (
    <Alert severity={result.status === 'repeated' ? 'warning' : 'error'}>
      {result.message}: {result.code}
    </Alert>
  );
}

/** The items scanned in this count, newest first. */
export function ScannedItems({ scans }: { scans: readonly InventoryScan[] }) {
  const newest = scans.slice(-shownScans).reverse();
  return (
    <TableContainer>
      <Table size="small" aria-label="Отсканированные товары">
        <TableHead>
          <TableRow>
            <TableCell>Время</TableCell>
            <TableCell>Код</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {newest.map((scan) => (
            <TableRow key={scan.key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(scan.at))}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{scan.code}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
