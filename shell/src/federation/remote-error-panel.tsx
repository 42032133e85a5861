import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { messages } from '@pvz/contracts/messages';

/** Shown instead of a remote's page when the remote cannot be loaded; the rest of the app keeps working. */
export function RemoteErrorPanel({ onRetry }: { onRetry(): void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" startIcon={<RefreshIcon />} onClick={onRetry}>
          Повторить
        </Button>
      }
    >
      <AlertTitle>Раздел недоступен</AlertTitle>
      {messages.remoteFailed}
    </Alert>
  );
}
