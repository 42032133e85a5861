import CloudOffIcon from '@mui/icons-material/CloudOff';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AcceptLine } from '../hooks/use-acceptance-scans';
import { savedOffline } from './accept-texts';

function BigCell({ cell, color }: { cell: number; color: string }) {
  return (
    <Typography
      aria-label="Ячейка"
      data-testid="accept-cell"
      sx={{ fontSize: { xs: '7rem', md: '10rem' }, fontWeight: 800, lineHeight: 1, color }}
    >
      {cell}
    </Typography>
  );
}

/**
 * The answer to the newest scan, readable from across the counter: the cell very big, or the reason
 * the parcel was not accepted.
 */
export function AcceptResultPanel({ line }: { line: AcceptLine | null }) {
  const result = line?.result;
  const tone =
    result?.status === 'accepted'
      ? 'success'
      : result?.status === 'refused'
        ? result.cell === null
          ? 'error'
          : 'warning'
        : result?.status === 'queued'
          ? 'warning'
          : null;

  return (
    <Paper
      variant="outlined"
      role="status"
      aria-live="assertive"
      sx={{
        minHeight: { xs: 180, md: 240 },
        p: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        borderWidth: tone ? 3 : 1,
        borderColor: tone ? `${tone}.main` : 'divider',
      }}
    >
      {!line || !result || result.status === 'sending' ? (
        <Typography variant="h5" color="text.secondary">
          Сканируйте товар
        </Typography>
      ) : result.status === 'accepted' ? (
        <Stack sx={{ alignItems: 'center' }}>
          <BigCell cell={result.cell} color="success.main" />
          <Typography variant="h6">{result.message}</Typography>
          <Typography variant="h6" component="p" aria-label="Клиент">
            {result.parcel.client}
          </Typography>
          <Typography color="text.secondary">
            {[result.parcel.product, `ID ${result.parcel.id}`].filter(Boolean).join(' · ')}
          </Typography>
          <Typography aria-label="Товаров в ячейке">Товаров в ячейке: {result.parcel.cellCount}</Typography>
        </Stack>
      ) : result.status === 'refused' ? (
        <Stack sx={{ alignItems: 'center', gap: 1 }}>
          <Typography role="alert" variant="h4" component="p" sx={{ color: 'error.main', fontWeight: 700 }}>
            {result.message}
          </Typography>
          {result.cell !== null && <BigCell cell={result.cell} color="warning.main" />}
        </Stack>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <CloudOffIcon sx={{ fontSize: '3rem', color: 'warning.main' }} />
          <Typography variant="h4" component="p">
            {savedOffline}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
