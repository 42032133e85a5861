import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import { messages } from '@pvz/contracts/messages';
import { AboutMeFields, useAboutMe } from '@pvz/ui/about-me-fields';
import { useSnackbar } from 'notistack';
import type { FormEvent } from 'react';
import {
  useConsentAcceptDocsMutation,
  useConsentAcceptInfoMutation,
  useConsentClientProfileQuery,
} from './client-consent-api';

/** First the documents, then age and gender: asked once after sign-in, until the client answers. */
export function ClientConsentDialog() {
  const profile = useConsentClientProfileQuery();
  if (!profile.data) return null;
  if (profile.data.docsAcceptedAt === null) return <DocumentsStep />;
  if (profile.data.infoAcceptedAt === null) return <InfoStep />;
  return null;
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
          Чтобы пользоваться личным кабинетом, подтвердите, что вы ознакомились и согласны с политикой
          конфиденциальности и политикой обработки персональных данных.
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

function InfoStep() {
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
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="consent-info-title">
      <DialogTitle id="consent-info-title">Расскажите о себе</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <AboutMeFields state={aboutMe} autoFocus />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" loading={isLoading}>
            Подтвердить
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
