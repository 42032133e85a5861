import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { ClientProfile } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { AboutMeFields, useAboutMe } from '@pvz/ui/about-me-fields';
import { useSnackbar } from 'notistack';
import type { FormEvent } from 'react';
import { useClientSaveInfoMutation } from '../api/accept-info';

/** Age and gender, as given in the consent dialog after sign-in; the client may correct them here. */
export function AboutMeForm({ profile }: { profile: ClientProfile }) {
  const { enqueueSnackbar } = useSnackbar();
  const [save, { isLoading }] = useClientSaveInfoMutation();
  const aboutMe = useAboutMe(profile);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answers = aboutMe.checked();
    if (!answers) return;
    try {
      await save({ client: answers }).unwrap();
      enqueueSnackbar(messages.infoAccepted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-labelledby="about-title" sx={{ p: 2 }}>
      <Typography id="about-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        О себе
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <AboutMeFields state={aboutMe} />
        <Button type="submit" variant="outlined" size="large" loading={isLoading}>
          Сохранить
        </Button>
      </Stack>
    </Paper>
  );
}
