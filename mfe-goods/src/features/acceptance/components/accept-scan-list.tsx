import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoscowTime } from '@pvz/contracts/moscow-time';
import { shortScanText } from '@pvz/contracts/scan-codes';
import type { AcceptLine } from '../hooks/use-acceptance-scans';
import { resultText } from './accept-texts';

/** A long shift scans thousands of parcels; the newest are the ones anybody reads. */
const shownLines = 100;

const toneOf = {
  sending: 'text.secondary',
  accepted: 'success.main',
  refused: 'error.main',
  queued: 'warning.main',
} as const;

/** This session's scans, newest first. */
export function AcceptScanList({ lines }: { lines: readonly AcceptLine[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Сканы">
        <TableHead>
          <TableRow>
            <TableCell>Время</TableCell>
            <TableCell>Код</TableCell>
            <TableCell>Результат</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.slice(0, shownLines).map((line) => (
            <TableRow key={line.scanId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoscowTime(line.at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} title={line.code}>
                {shortScanText(line.code)}
              </TableCell>
              <TableCell sx={{ color: toneOf[line.result.status], fontWeight: line.late ? 700 : undefined }}>
                {resultText(line.result)}
                {line.late && line.result.status !== 'queued' && ' (после восстановления связи)'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
