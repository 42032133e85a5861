import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '@pvz/api-client/error-message';
import { messages } from '@pvz/contracts/messages';
import { findPage } from '@pvz/contracts/pages';
import { AboutMeFields, useAboutMe } from '@pvz/ui/about-me-fields';
import { useLocation } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { PolicyLink } from '../../pages/policy/policy-link';
import {
  useConsentAcceptDocsMutation,
  useConsentAcceptInfoMutation,
  useConsentClientProfileQuery,
} from './client-consent-api';

/** The pages where nothing may stand between a client and the pickup QR. */
const uncoveredPaths = [findPage('client-my-orders').path];

const skipKey = (clientId: number) => `pvz-about-me-skipped-${clientId}`;

/**
 * The documents, for a client who never accepted them (registration accepts both policies), then age
 * and gender, which a client may skip. Neither ever covers «Мои заказы».
 */
export function ClientConsentDialog() {
  const profile = useConsentClientProfileQuery();
  const { pathname } = useLocation();
  const [skipped, setSkipped] = useState<number | null>(null);
  const client = profile.data;
  if (!client || uncoveredPaths.some((path) => pathname.startsWith(path))) return null;
  if (client.docsAcceptedAt === null) return <DocumentsStep />;
  if (client.infoAcceptedAt !== null || skipped === client.id || localStorage.getItem(skipKey(client.id))) return null;
  const skip = () => {
    localStorage.setItem(skipKey(client.id), new Date().toISOString());
    setSkipped(client.id);
  };
  return <InfoStep onSkip={skip} />;
}

function DocumentsStep() {
  const { enqueueSnackbar } = useSnackbar();
  const [accept, { isLoading }] = useConsentAcceptDocsMutation();
  const submit = async () => {
    try {
      await accept({ client: { isDocsAccepted: true } }).unwrap();
      enqueueSnackbar(messages.docsAccepted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="consent-docs-title">
      <DialogTitle id="consent-docs-title">Подтвердите согласие с документами</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Чтобы пользоваться личным кабинетом, подтвердите, что вы ознакомились и согласны с{' '}
          <PolicyLink name="privacy">политикой конфиденциальности</PolicyLink> и{' '}
          <PolicyLink name="personal-data">политикой обработки персональных данных</PolicyLink>.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={submit} loading={isLoading} autoFocus>
          Подтверждаю
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function InfoStep({ onSkip }: { onSkip(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [accept, { isLoading }] = useConsentAcceptInfoMutation();
  const aboutMe = useAboutMe();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answers = aboutMe.checked();
    if (!answers) return;
    try {
      await accept({ client: answers }).unwrap();
      enqueueSnackbar(messages.infoAccepted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="consent-info-title" onClose={onSkip}>
      <DialogTitle id="consent-info-title">Расскажите о себе</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <AboutMeFields state={aboutMe} autoFocus />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onSkip}>Пропустить</Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            Подтвердить
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
