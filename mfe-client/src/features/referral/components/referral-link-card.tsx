import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { messages } from '@pvz/contracts/messages';
import { useQrImage } from '@pvz/ui/use-qr-image';
import { useSnackbar } from 'notistack';
import { useClientReferralLinkQuery } from '../api/get-referral-link';

function LinkQr({ link }: { link: string }) {
  const image = useQrImage(link);
  return (
    <Box sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white', p: 1, borderRadius: 1 }}>
      {image ? (
        <Box component="img" src={image} alt="QR-код приглашения" sx={{ width: '100%', height: '100%' }} />
      ) : (
        <CircularProgress aria-label="Загрузка QR-кода" />
      )}
    </Box>
  );
}

/** The client's invitation: a QR code a friend scans and the link to copy and send. */
export function ReferralLinkCard() {
  const { enqueueSnackbar } = useSnackbar();
  const link = useClientReferralLinkQuery();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      enqueueSnackbar(messages.referralLinkCopied, { variant: 'success' });
    } catch {
      enqueueSnackbar(messages.referralLinkCopyFailed, { variant: 'error' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="invite-title" component="section">
      <Typography id="invite-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Ваша ссылка-приглашение
      </Typography>
      {link.isLoading ? (
        <CircularProgress aria-label="Загрузка" />
      ) : link.error || !link.data ? (
        <Alert severity="error">{errorMessage(link.error)}</Alert>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Друг регистрируется по ссылке или QR-коду — и становится вашим приглашённым.
          </Typography>
          <LinkQr link={link.data.link} />
          <TextField
            label="Ссылка"
            value={link.data.link}
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
          <Button
            variant="contained"
            size="large"
            startIcon={<ContentCopyIcon />}
            onClick={() => link.data && copy(link.data.link)}
          >
            Скопировать ссылку
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
