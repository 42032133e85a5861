import {
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import type { ClientProfile, Gender } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { CLIENT_AGE_MAX, CLIENT_AGE_MIN } from '@pvz/contracts/validation/client-profile';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useClientSaveInfoMutation } from '../api/accept-info';

/** Age and gender, as given in the consent dialog after sign-in; the client may correct them here. */
export function AboutMeForm({ profile }: { profile: ClientProfile }) {
  const { enqueueSnackbar } = useSnackbar();
  const [save, { isLoading }] = useClientSaveInfoMutation();
  const [age, setAge] = useState(profile.age === null ? '' : String(profile.age));
  const [gender, setGender] = useState<Gender | ''>(profile.gender ?? '');
  const [problem, setProblem] = useState<'age' | 'gender' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const years = Number(age);
    if (age === '' || !Number.isInteger(years) || years < CLIENT_AGE_MIN || years > CLIENT_AGE_MAX) {
      return setProblem('age');
    }
    if (gender === '') return setProblem('gender');
    setProblem(null);
    try {
      await save({ client: { age: years, gender } }).unwrap();
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
        <TextField
          label="Возраст"
          type="number"
          value={age}
          onChange={(event) => setAge(event.target.value)}
          slotProps={{ htmlInput: { min: CLIENT_AGE_MIN, max: CLIENT_AGE_MAX, inputMode: 'numeric' } }}
          error={problem === 'age'}
          helperText={problem === 'age' ? messages.clientAgeInvalid : undefined}
        />
        <FormControl error={problem === 'gender'}>
          <FormLabel id="profile-gender">Пол</FormLabel>
          <RadioGroup
            row
            aria-labelledby="profile-gender"
            value={gender}
            onChange={(event) => setGender(event.target.value as Gender)}
          >
            <FormControlLabel value="male" control={<Radio />} label="Мужской" />
            <FormControlLabel value="female" control={<Radio />} label="Женский" />
          </RadioGroup>
          {problem === 'gender' && <FormHelperText>{messages.clientGenderRequired}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="outlined" size="large" loading={isLoading}>
          Сохранить
        </Button>
      </Stack>
    </Paper>
  );
}
