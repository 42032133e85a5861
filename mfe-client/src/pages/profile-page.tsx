import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@pvz/api-client/error-message';
import { PageHeader } from '@pvz/ui/page-header';
import { useClientMyProfileQuery } from '../features/profile/api/get-my-profile';
import { AboutMeForm } from '../features/profile/components/about-me-form';
import { AccountForm } from '../features/profile/components/account-form';

/** /client/profile: the client's name, phone and password, and their age and gender. */
export default function ProfilePage() {
  const profile = useClientMyProfileQuery();
  return (
    <>
      <PageHeader title="Профиль" />
      {profile.isLoading ? (
        <CircularProgress aria-label="Загрузка" />
      ) : profile.error || !profile.data ? (
        <Alert severity="error">{errorMessage(profile.error)}</Alert>
      ) : (
        <Stack sx={{ gap: 2, maxWidth: 560 }}>
          <AccountForm key={`${profile.data.fio}|${profile.data.phoneNumber}`} profile={profile.data} />
          <AboutMeForm profile={profile.data} />
        </Stack>
      )}
    </>
  );
}
