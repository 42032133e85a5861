import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Gender } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { CLIENT_AGE_MAX, CLIENT_AGE_MIN } from '@pvz/contracts/validation/client-profile';
import { useId, useState } from 'react';

interface AboutMe {
  age: number;
  gender: Gender;
}

interface AboutMeState {
  age: string;
  setAge: (age: string) => void;
  gender: Gender | '';
  setGender: (gender: Gender) => void;
  problem: 'age' | 'gender' | null;
  /** the answers when they are valid; otherwise the first problem is shown and the answer is null */
  checked: () => AboutMe | null;
}

/** The client's age and gender as a form edits them (the consent dialog, the profile). */
export function useAboutMe(initial: { age: number | null; gender: Gender | null } = { age: null, gender: null }) {
  const [age, setAge] = useState(initial.age === null ? '' : String(initial.age));
  const [gender, setGender] = useState<Gender | ''>(initial.gender ?? '');
  const [problem, setProblem] = useState<'age' | 'gender' | null>(null);
  const checked = (): AboutMe | null => {
    const years = Number(age);
    if (age === '' || !Number.isInteger(years) || years < CLIENT_AGE_MIN || years > CLIENT_AGE_MAX) {
      setProblem('age');
      return null;
    }
    if (gender === '') {
      setProblem('gender');
      return null;
    }
    setProblem(null);
    return { age: years, gender };
  };
  return { age, setAge, gender, setGender, problem, checked } satisfies AboutMeState;
}

/** «Возраст» and «Пол» with their errors. */
export function AboutMeFields({ state, autoFocus = false }: { state: AboutMeState; autoFocus?: boolean }) {
  const genderLabel = useId();
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        label="Возраст"
        type="number"
        value={state.age}
        onChange={(event) => state.setAge(event.target.value)}
        slotProps={{ htmlInput: { min: CLIENT_AGE_MIN, max: CLIENT_AGE_MAX, inputMode: 'numeric' } }}
        error={state.problem === 'age'}
        helperText={state.problem === 'age' ? messages.clientAgeInvalid : undefined}
        autoFocus={autoFocus}
      />
      <FormControl error={state.problem === 'gender'}>
        <FormLabel id={genderLabel}>Пол</FormLabel>
        <RadioGroup
          row
          aria-labelledby={genderLabel}
          value={state.gender}
          onChange={(event) => state.setGender(event.target.value as Gender)}
        >
          <FormControlLabel value="male" control={<Radio />} label="Мужской" />
          <FormControlLabel value="female" control={<Radio />} label="Женский" />
        </RadioGroup>
        {state.problem === 'gender' && <FormHelperText>{messages.clientGenderRequired}</FormHelperText>}
      </FormControl>
    </Stack>
  );
}
