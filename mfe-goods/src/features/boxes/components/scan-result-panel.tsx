import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ScanOutcome } from '../hooks/announce';

/** The answer to the newest scan, readable from across the room: green when done, red when refused. */
export function ScanResultPanel({
  outcome,
  idle,
  children,
}: {
  outcome: ScanOutcome | null;
  idle: string;
  children?: ReactNode;
}) {
  const tone = outcome === null ? null : outcome.ok ? 'success' : 'error';
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-live="assertive"
      sx={{
        minHeight: 120,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1,
        borderWidth: tone ? 3 : 1,
        borderColor: tone ? `${tone}.main` : 'divider',
      }}
    >
      {outcome === null ? (
        <Typography variant="h5" color="text.secondary">
          {idle}
        </Typography>
      ) : (
        <>
          <Typography
            role={outcome.ok ? undefined : 'alert'}
            variant="h4"
            component="p"
            sx={{ fontWeight: 700, color: `${tone}.main` }}
          >
            {outcome.message}
          </Typography>
          {outcome.detail && <Typography variant="h6">{outcome.detail}</Typography>}
        </>
      )}
      {children}
    </Paper>
  );
}
