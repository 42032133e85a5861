import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuthRegisterClientMutation } from '@pvz/api-client/auth-api';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import type { ReferralLinkParts } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { formatPhoneInput } from '@pvz/contracts/phone';
import { CLIENT_HOME_PATH } from '@pvz/contracts/roles';
import { type ClientRegistrationInput, checkClientRegistration } from '@pvz/contracts/validation/client-registration';
import { CodeField, CodeSentNote } from '@pvz/ui/code-sent-note';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from '@pvz/ui/router';
import { useCodeRequest } from '@pvz/ui/use-code-request';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useAuthCheckReferralQuery, useAuthCreateReferralMutation } from '../../features/auth/api/referral-api';
import { PolicyLink } from '../policy/policy-link';

type Field = keyof ClientRegistrationInput | 'repeat' | 'code';

/** The referral link's parts when the page was opened from one (`?hash=…&q=…&phone=…`). */
function useReferralLink(): ReferralLinkParts | null {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const q = params.get('q');
  const phone = params.get('phone');
  return hash && q && phone ? { hash, q, phone } : null;
}

/**
 * /auth/register (and -2): a new client account by phone, made only with the code sent to that phone
 * (the form first, then «Получить код», then the code); on success the client is signed in. Opened
 * from a friend's referral link that the server finds genuine, it binds the new client to that friend.
 */
export function RegisterPage() {
  const session = useSession();
  const sessionManager = useSessionManager();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [register, { isLoading }] = useAuthRegisterClientMutation();
  const referral = useReferralLink();
  const referralCheck = useAuthCheckReferralQuery(referral ?? { hash: '', q: '', phone: '' }, { skip: !referral });
  const invited = referral !== null && referralCheck.data?.valid === true;
  const [bindReferral] = useAuthCreateReferralMutation();
  const [form, setForm] = useState<ClientRegistrationInput & { repeat: string }>({
    phoneNumber: '',
    fio: '',
    password: '',
    repeat: '',
    isPrivacyPolicyAgreed: false,
    isPersonalDataProcessingPolicyAgreed: false,
  });
  const [problem, setProblem] = useState<{ field: Field; error: string } | null>(null);
  const codes = useCodeRequest('register');
  /** the phone the code went to; the form is locked to it until the client changes the number */
  const [codePhone, setCodePhone] = useState<string | null>(null);
  const [code, setCode] = useState('');

  if (session.status === 'client') return <Navigate to={CLIENT_HOME_PATH} replace />;

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const errorOf = (field: Field) => (problem?.field === field ? problem.error : undefined);
  /** value, change handler and error of one text field */
  const textField = (key: 'phoneNumber' | 'fio' | 'password' | 'repeat') => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: Boolean(errorOf(key)),
    helperText: errorOf(key),
  });

  const askCode = async () => {
    const { repeat, ...client } = form;
    const check = checkClientRegistration(client);
    if (!check.ok) return setProblem({ field: check.field, error: check.error });
    if (repeat !== client.password) return setProblem({ field: 'repeat', error: messages.passwordsDiffer });
    setProblem(null);
    if (await codes.ask(check.phoneNumber)) setCodePhone(check.phoneNumber);
  };

  const changePhone = () => {
    codes.abandon();
    setCodePhone(null);
    setCode('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!codePhone) return askCode();
    if (!code.trim()) return setProblem({ field: 'code', error: messages.codeEmpty });
    const { repeat: _, ...client } = form;
    setProblem(null);
    try {
      await register({ client: { ...client, phoneNumber: codePhone, code: code.trim() } }).unwrap();
      enqueueSnackbar(messages.registered, { variant: 'success' });
      await sessionManager.signInClient({
        phoneNumber: codePhone,
        password: client.password,
        isForeignDevice: false,
      });
      if (invited) {
        // The account exists already: a refused binding is told, but does not stop the client.
        await bindReferral({ referredPhone: codePhone, link: referral })
          .unwrap()
          .catch((error: unknown) => enqueueSnackbar(errorMessage(error), { variant: 'error' }));
      }
      navigate(CLIENT_HOME_PATH, { replace: true });
    } catch (error) {
      // said at the code field, where the client types again
      setProblem({ field: 'code', error: errorMessage(error) });
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Регистрация
      </Typography>
      {invited && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {messages.referralInvited}
        </Alert>
      )}
      <Stack sx={{ gap: 2 }}>
        <TextField
          label="Номер телефона"
          type="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          autoFocus
          {...textField('phoneNumber')}
          onChange={(event) => set('phoneNumber', formatPhoneInput(event.target.value, form.phoneNumber))}
          disabled={codePhone !== null}
        />
        <TextField label="Имя и фамилия" autoComplete="name" {...textField('fio')} />
        <TextField
          label="Пароль"
          type="password"
          autoComplete="new-password"
          {...textField('password')}
          helperText={errorOf('password') ?? 'Не меньше 6 знаков'}
        />
        <TextField label="Повтор пароля" type="password" autoComplete="new-password" {...textField('repeat')} />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.isPersonalDataProcessingPolicyAgreed}
                onChange={(event) => set('isPersonalDataProcessingPolicyAgreed', event.target.checked)}
              />
            }
            label={
              <>
                Согласен с <PolicyLink name="personal-data">политикой обработки персональных данных</PolicyLink>
              </>
            }
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.isPrivacyPolicyAgreed}
                onChange={(event) => set('isPrivacyPolicyAgreed', event.target.checked)}
              />
            }
            label={
              <>
                Согласен с <PolicyLink name="privacy">политикой конфиденциальности</PolicyLink>
              </>
            }
          />
          {errorOf('isPrivacyPolicyAgreed') && (
            <FormHelperText error>{errorOf('isPrivacyPolicyAgreed')}</FormHelperText>
          )}
        </Box>
        {codePhone && codes.request ? (
          <>
            <CodeField
              channels={codes.request.channels}
              sentTo={codePhone}
              value={code}
              onChange={setCode}
              error={errorOf('code')}
            />
            <Button type="submit" variant="contained" size="large" loading={isLoading}>
              Зарегистрироваться
            </Button>
            <CodeSentNote
              request={codes.request}
              resendIn={codes.resendIn}
              sending={codes.sending}
              onResend={() => void codes.ask(codePhone)}
            />
            <Button variant="text" color="inherit" onClick={changePhone}>
              Изменить номер
            </Button>
          </>
        ) : (
          <Button type="submit" variant="contained" size="large" loading={codes.sending}>
            Получить код
          </Button>
        )}
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Уже есть аккаунт?{' '}
          <MuiLink component={RouterLink} to="/auth/client/login">
            Войти
          </MuiLink>
        </Typography>
      </Stack>
    </Box>
  );
}
