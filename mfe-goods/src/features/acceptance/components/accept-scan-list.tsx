import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoscowTime } from '@pvz/contracts/moscow-time';
import { shortScanText } from '@pvz/contracts/scan-codes';
import { memo } from 'react';
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

/**
 * One scan's line. A scan changes only its own line (the others keep their objects), so a new answer
 * renders one row, not the hundred on screen: at the counter that is the time between the answer
 * and the cell on screen.
 */
const AcceptScanRow = memo(function AcceptScanRow({ line }: { line: AcceptLine }) {
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoscowTime(line.at)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} title={line.code}>
        {shortScanText(line.code)}
      </TableCell>
      <TableCell sx={{ color: toneOf[line.result.status], fontWeight: line.late ? 700 : undefined }}>
        {resultText(line.result)}
        {line.late && line.result.status !== 'queued' && ' (после восстановления связи)'}
      </TableCell>
    </TableRow>
  );
});

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
            <AcceptScanRow key={line.scanId} line={line} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
