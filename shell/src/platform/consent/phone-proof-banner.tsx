import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { baseApi } from '@pvz/api-client/base-api';
import { errorMessage } from '@pvz/api-client/error-message';
import { messages } from '@pvz/contracts/messages';
import { CodeField, CodeSentNote } from '@pvz/ui/code-sent-note';
import { useCodeRequest } from '@pvz/ui/use-code-request';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useConsentClientProfileQuery, useConsentVerifyPhoneMutation } from './client-consent-api';

/**
 * An account made before phones were proven sees no parcels until its owner enters a code sent to the
 * phone: the cabinet says so above every page and proves the phone in a dialog.
 */
export function PhoneProofBanner() {
  const profile = useConsentClientProfileQuery();
  const [open, setOpen] = useState(false);
  if (!profile.data || profile.data.phoneVerified) return null;
  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            Подтвердить
          </Button>
        }
      >
        {messages.phoneProofBanner}
      </Alert>
      {open && <PhoneProofDialog phoneNumber={profile.data.phoneNumber} onClose={() => setOpen(false)} />}
    </>
  );
}

function PhoneProofDialog({ phoneNumber, onClose }: { phoneNumber: string; onClose(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const dispatch = useDispatch();
  const codes = useCodeRequest('verify');
  const [verify, { isLoading }] = useConsentVerifyPhoneMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!codes.request) return void codes.ask(phoneNumber);
    if (!code.trim()) return setError(messages.codeEmpty);
    try {
      await verify({ code: code.trim() }).unwrap();
      enqueueSnackbar(messages.phoneVerified, { variant: 'success' });
      onClose();
      // every page that was refused for the unproven phone asks again
      dispatch(baseApi.util.resetApiState());
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Dialog open fullWidth maxWidth="xs" onClose={onClose} aria-labelledby="phone-proof-title">
      <DialogTitle id="phone-proof-title">Подтверждение номера {phoneNumber}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          {codes.request ? (
            <Stack sx={{ gap: 2, pt: 1 }}>
              <CodeField
                channels={codes.request.channels}
                sentTo={phoneNumber}
                value={code}
                onChange={setCode}
                error={error ?? undefined}
              />
              <CodeSentNote
                request={codes.request}
                resendIn={codes.resendIn}
                sending={codes.sending}
                onResend={() => void codes.ask(phoneNumber)}
              />
            </Stack>
          ) : (
            <Alert severity="info">Мы отправим код на номер {phoneNumber}. Введите его, чтобы подтвердить номер.</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" loading={codes.request ? isLoading : codes.sending}>
            {codes.request ? 'Подтвердить' : 'Получить код'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
