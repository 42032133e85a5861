import Stack from '@mui/material/Stack';
import { PageHeader } from '@pvz/ui/page-header';
import { InvitedFriends } from '../features/referral/components/invited-friends';
import { ReferralLinkCard } from '../features/referral/components/referral-link-card';

/** /client/referral: the client's invitation link and QR, the invited friends and the bonus balance. */
export default function ReferralPage() {
  return (
    <>
      <PageHeader title="Пригласить друга" />
      <Stack sx={{ gap: 2, maxWidth: 560 }}>
        <ReferralLinkCard />
        <InvitedFriends />
      </Stack>
    </>
  );
}
