import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { type Employee, employeeBanks, employeeJobs } from '@pvz/contracts/api/employees';
import { messages } from '@pvz/contracts/messages';
import { kopecksToRublesInput, rublesToKopecks } from '@pvz/contracts/money';
import { FormDialog } from '@pvz/ui/form-dialog';
import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import dayjs, { type Dayjs } from 'dayjs';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useWithdrawalRecipientsQuery } from '../../balance/api/get-recipients';
import { useCreateEmployeeMutation, useEditEmployeeMutation } from '../api/payroll-api';

type Problem = { field: 'fullName' | 'pay' | 'hours' | 'dates'; error: string };

const dayOf = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD') : null);

/** A new employee, or one to change: who, where, for what pay, since and until when, which staff user. */
export function EmployeeDialog({ employee, onClose }: { employee: Employee | null; onClose(): void }) {
  const [fullName, setFullName] = useState(employee?.fullName ?? '');
  const [job, setJob] = useState(employee?.job ?? '');
  const [pvzId, setPvzId] = useState(employee?.pvzId ? String(employee.pvzId) : '');
  const [company, setCompany] = useState(employee?.company ?? '');
  const [bank, setBank] = useState(employee?.bank ?? '');
  const [phone, setPhone] = useState(employee?.phone ?? '');
  const [pay, setPay] = useState(employee ? kopecksToRublesInput(employee.paymentPerShift) : '');
  const [hours, setHours] = useState(String(employee?.hoursPerShift ?? 12));
  const [hiredOn, setHiredOn] = useState<Dayjs | null>(employee?.hiredOn ? dayjs(employee.hiredOn) : null);
  const [leftOn, setLeftOn] = useState<Dayjs | null>(employee?.leftOn ? dayjs(employee.leftOn) : null);
  const [userId, setUserId] = useState(employee?.userId ? String(employee.userId) : '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const points = (useReferenceChoicesQuery().data ?? noChoices).points;
  const users = useWithdrawalRecipientsQuery(undefined).data?.recipients ?? [];
  const [create, creating] = useCreateEmployeeMutation();
  const [edit, editing] = useEditEmployeeMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const paymentPerShift = rublesToKopecks(pay || '0');
    const hoursPerShift = Number(hours);
    if (!fullName.trim()) return setProblem({ field: 'fullName', error: messages.employeeNameRequired });
    if (paymentPerShift === null || paymentPerShift < 0)
      return setProblem({ field: 'pay', error: messages.moneyInvalid });
    if (!Number.isInteger(hoursPerShift) || hoursPerShift < 1 || hoursPerShift > 24)
      return setProblem({ field: 'hours', error: 'Часов в смене: от 1 до 24' });
    const [hired, left] = [dayOf(hiredOn), dayOf(leftOn)];
    if (hired && left && left < hired) return setProblem({ field: 'dates', error: messages.employeeLeftBeforeHired });
    setProblem(null);
    const fields = {
      fullName,
      job,
      pvzId: pvzId ? Number(pvzId) : null,
      company,
      bank,
      phone,
      paymentPerShift,
      hoursPerShift,
      hiredOn: hired,
      leftOn: left,
      userId: userId ? Number(userId) : null,
    };
    try {
      const answer = employee
        ? await edit({ employee: { id: employee.id, ...fields } }).unwrap()
        : await create({ employee: fields }).unwrap();
      enqueueSnackbar(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const errorOf = (field: Problem['field']) => (problem?.field === field ? problem.error : undefined);

  return (
    <FormDialog
      title={employee ? `Сотрудник: ${employee.fullName}` : 'Новый сотрудник'}
      submitLabel={employee ? 'Сохранить' : 'Добавить'}
      busy={creating.isLoading || editing.isLoading}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="ФИО"
        value={fullName}
        autoFocus
        required
        onChange={(event) => setFullName(event.target.value)}
        error={Boolean(errorOf('fullName'))}
        helperText={errorOf('fullName')}
      />
      <Autocomplete
        freeSolo
        options={employeeJobs}
        inputValue={job}
        onInputChange={(_, value) => setJob(value)}
        renderInput={(params) => <TextField {...params} label="Должность" />}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField select fullWidth label="ПВЗ" value={pvzId} onChange={(event) => setPvzId(event.target.value)}>
          <MenuItem value="">Без ПВЗ (офис)</MenuItem>
          {points.map((point) => (
            <MenuItem key={point.id} value={String(point.id)}>
              {point.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField fullWidth label="Компания" value={company} onChange={(event) => setCompany(event.target.value)} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <Autocomplete
          freeSolo
          fullWidth
          options={employeeBanks}
          inputValue={bank}
          onInputChange={(_, value) => setBank(value)}
          renderInput={(params) => <TextField {...params} label="Банк" />}
        />
        <TextField fullWidth label="Телефон" value={phone} onChange={(event) => setPhone(event.target.value)} />
      </Stack>
      <Stack direction="row" sx={{ gap: 2 }}>
        <TextField
          fullWidth
          label="Оплата за смену, ₽"
          value={pay}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => setPay(event.target.value)}
          error={Boolean(errorOf('pay'))}
          helperText={errorOf('pay')}
        />
        <TextField
          fullWidth
          label="Часов в смене"
          value={hours}
          inputMode="numeric"
          onChange={(event) => setHours(event.target.value)}
          error={Boolean(errorOf('hours'))}
          helperText={errorOf('hours')}
        />
      </Stack>
      <RussianDates>
        <Stack direction="row" sx={{ gap: 2 }}>
          <DatePicker
            label="Принят"
            value={hiredOn}
            onChange={setHiredOn}
            slotProps={{ textField: { fullWidth: true, error: Boolean(errorOf('dates')) } }}
          />
          <DatePicker
            label="Уволен"
            value={leftOn}
            onChange={setLeftOn}
            slotProps={{
              textField: { fullWidth: true, error: Boolean(errorOf('dates')), helperText: errorOf('dates') },
              field: { clearable: true },
            }}
          />
        </Stack>
      </RussianDates>
      <TextField select label="Пользователь системы" value={userId} onChange={(event) => setUserId(event.target.value)}>
        <MenuItem value="">Нет</MenuItem>
        {users.map((user) => (
          <MenuItem key={user.id} value={String(user.id)}>
            {user.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
