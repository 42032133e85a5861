import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * Why the parcel just scanned cannot be handed over (another client's, not at the point), as big and
 * red as a refusal at acceptance: staff see it from across the counter. Gone with the next good scan.
 */
export function ScanRefusalPanel({ message }: { message: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderWidth: 3, borderColor: 'error.main', textAlign: 'center' }}>
      <Typography role="alert" variant="h4" component="p" sx={{ color: 'error.main', fontWeight: 700 }}>
        {message}
      </Typography>
    </Paper>
  );
}
