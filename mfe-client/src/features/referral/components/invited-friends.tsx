import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { formatDateTime, formatMoney } from '@pvz/ui/format';
import { useClientMyReferralsQuery } from '../api/get-my-referrals';

/** The bonus balance, the rule, and each invited friend's way to the threshold. */
export function InvitedFriends() {
  const referrals = useClientMyReferralsQuery();
  if (referrals.isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (referrals.error || !referrals.data) return <Alert severity="error">{errorMessage(referrals.error)}</Alert>;
  const { friends, referralBonus, referralThreshold, balance } = referrals.data;
  return (
    <Stack sx={{ gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bonus-title">
        <Typography id="bonus-title" variant="body2" sx={{ color: 'text.secondary' }}>
          Бонусный баланс
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {formatMoney(balance)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {formatMoney(referralBonus)} за каждого друга, чьи полученные заказы составят {formatMoney(referralThreshold)}
          .
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="friends-title">
        <Typography id="friends-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Приглашённые друзья
        </Typography>
        {friends.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Вы пока никого не пригласили.</Typography>
        ) : (
          <Stack component="ul" aria-label="Приглашённые друзья" sx={{ gap: 2, listStyle: 'none', p: 0, m: 0 }}>
            {friends.map((friend) => {
              const progress = Math.min(100, (friend.issuedTotal / Math.max(1, referralThreshold)) * 100);
              return (
                <Stack component="li" key={`${friend.maskedPhone}-${friend.invitedAt}`} sx={{ gap: 0.5 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 500, minWidth: 0, wordBreak: 'break-word' }}>{friend.fio}</Typography>
                    {friend.bonusAccruedAt ? (
                      <Chip size="small" color="success" label="Бонус начислен" />
                    ) : (
                      <Chip size="small" variant="outlined" label="В процессе" />
                    )}
                  </Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {friend.maskedPhone} · с {formatDateTime(friend.invitedAt)}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={progress}
                    aria-label={`Заказы ${friend.fio}`}
                    color={friend.bonusAccruedAt ? 'success' : 'primary'}
                  />
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {formatMoney(Math.min(friend.issuedTotal, referralThreshold))} из {formatMoney(referralThreshold)}
                  </Typography>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
