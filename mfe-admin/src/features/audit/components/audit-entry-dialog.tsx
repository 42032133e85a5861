import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@pvz/contracts/api/audit';
import { formatDateTime } from '@pvz/ui/format';
import { actionLabels, entityLabels, isSignIn } from './audit-labels';

function Snapshot({ title, value, wide = false }: { title: string; value: unknown; wide?: boolean }) {
  return (
    <Grid size={{ xs: 12, md: wide ? 12 : 6 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', fontSize: 13, maxHeight: 420 }}
      >
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Grid>
  );
}

/** One change: who, when, and the record before and after; or one sign-in with its details. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose(): void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="audit-entry-title">
      <DialogTitle id="audit-entry-title">
        {actionLabels[entry.action]}: {entityLabels[entry.entity] ?? entry.entity} № {entry.entityId}
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          {entry.actor}, {formatDateTime(entry.at)}
        </Typography>
        <Grid container spacing={2}>
          {isSignIn(entry.action) ? (
            <Snapshot title="Подробности" value={entry.after} wide />
          ) : (
            <>
              <Snapshot title="Было" value={entry.before} />
              <Snapshot title="Стало" value={entry.after} />
            </>
          )}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Закрыть
        </Button>
      </DialogActions>
    </Dialog>
  );
}
