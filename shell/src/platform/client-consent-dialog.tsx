import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import type { Gender } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { CLIENT_AGE_MAX, CLIENT_AGE_MIN } from '@pvz/contracts/validation/client-profile';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
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
  const [age, setAge] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [problem, setProblem] = useState<'age' | 'gender' | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const years = Number(age);
    if (!Number.isInteger(years) || years < CLIENT_AGE_MIN || years > CLIENT_AGE_MAX) return setProblem('age');
    if (gender === '') return setProblem('gender');
    setProblem(null);
    try {
      await accept({ client: { age: years, gender } }).unwrap();
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
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField
              label="Возраст"
              type="number"
              value={age}
              onChange={(event) => setAge(event.target.value)}
              slotProps={{ htmlInput: { min: CLIENT_AGE_MIN, max: CLIENT_AGE_MAX, inputMode: 'numeric' } }}
              error={problem === 'age'}
              helperText={problem === 'age' ? messages.clientAgeInvalid : undefined}
              autoFocus
            />
            <FormControl error={problem === 'gender'}>
              <FormLabel id="consent-gender">Пол</FormLabel>
              <RadioGroup
                row
                aria-labelledby="consent-gender"
                value={gender}
                onChange={(event) => setGender(event.target.value as Gender)}
              >
                <FormControlLabel value="male" control={<Radio />} label="Мужской" />
                <FormControlLabel value="female" control={<Radio />} label="Женский" />
              </RadioGroup>
              {problem === 'gender' && <FormHelperText>{messages.clientGenderRequired}</FormHelperText>}
            </FormControl>
          </Stack>
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
