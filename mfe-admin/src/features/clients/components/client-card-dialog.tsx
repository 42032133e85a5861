import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { ClientListItem, ReferralItem } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { formatDateTime, formatMoney, formatShownMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { useAdminGetClientCardQuery } from '../api/get-client-by-id';
import { useAdminAccrueReferralBonusMutation } from '../api/update-status-balance';
import { BalanceCorrectionDialog } from './balance-correction-dialog';

interface ClientCardDialogProps {
  clientId: number;
  canWrite: boolean;
  onClose(): void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" sx={{ gap: 0.5 }} aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A client's card: profile, balance with its ledger, who invited them and whom they invited. */
export function ClientCardDialog({ clientId, canWrite, onClose }: ClientCardDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const card = useAdminGetClientCardQuery(clientId);
  const [accrue, accruing] = useAdminAccrueReferralBonusMutation();
  const [correcting, setCorrecting] = useState<ClientListItem | null>(null);
  const [bonusFor, setBonusFor] = useState<ReferralItem | null>(null);

  const confirmBonus = async () => {
    if (!bonusFor) return;
    try {
      const answer = await accrue({ phoneNumber: bonusFor.referredPhone }).unwrap();
      enqueueSnackbar(answer.accruedNow ? messages.bonusAccrued : messages.bonusAlreadyAccrued, {
        variant: answer.accruedNow ? 'success' : 'info',
      });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setBonusFor(null);
  };

  const data = card.data;
  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="client-card-title">
        <DialogTitle id="client-card-title">
          {data ? `${data.client.fio} · ${data.client.phoneNumber}` : 'Карточка клиента'}
        </DialogTitle>
        <DialogContent dividers>
          {card.isLoading ? (
            <CircularProgress aria-label="Загрузка" />
          ) : card.error || !data ? (
            <Alert severity="error">{errorMessage(card.error)}</Alert>
          ) : (
            <Stack sx={{ gap: 3 }}>
              <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h5" component="p">
                  Баланс: {formatMoney(data.client.balance)}
                </Typography>
                {canWrite && (
                  <Button variant="outlined" onClick={() => setCorrecting(data.client)}>
                    Изменить баланс
                  </Button>
                )}
              </Stack>
              <Section title="Пригласил этого клиента">
                {data.invitedBy ? (
                  <Typography>
                    {data.invitedBy.referrerFio} · {data.invitedBy.referrerPhone},{' '}
                    {formatDateTime(data.invitedBy.createdAt)}
                  </Typography>
                ) : (
                  <Typography sx={{ color: 'text.secondary' }}>Пришёл сам</Typography>
                )}
              </Section>
              <Section title="Приглашённые друзья">
                {data.invited.length === 0 ? (
                  <Typography sx={{ color: 'text.secondary' }}>Никого не пригласил</Typography>
                ) : (
                  <List dense disablePadding>
                    {data.invited.map((friend) => (
                      <ListItem
                        key={friend.id}
                        disableGutters
                        secondaryAction={
                          friend.bonusAccruedAt ? (
                            <Chip size="small" color="success" label="Бонус начислен" />
                          ) : (
                            canWrite && (
                              <Button size="small" onClick={() => setBonusFor(friend)}>
                                Начислить бонус
                              </Button>
                            )
                          )
                        }
                      >
                        <ListItemText
                          primary={`${friend.referredFio} · ${friend.referredPhone}`}
                          secondary={`Получено заказов на ${formatShownMoney(friend.issuedTotal)} · с ${formatDateTime(friend.createdAt)}`}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Section>
              <Section title="Движения баланса">
                {data.ledger.length === 0 ? (
                  <Typography sx={{ color: 'text.secondary' }}>Движений не было</Typography>
                ) : (
                  <List dense disablePadding aria-label="Движения баланса">
                    {data.ledger.map((move) => (
                      <ListItem key={move.id} disableGutters>
                        <ListItemText
                          primary={`${move.amount > 0 ? '+' : '−'}${formatMoney(Math.abs(move.amount))} · ${move.reason}`}
                          secondary={`${formatDateTime(move.createdAt)} · ${move.createdBy === 'system' ? 'автоматически' : move.createdBy}`}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Section>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Закрыть</Button>
        </DialogActions>
      </Dialog>
      {correcting && <BalanceCorrectionDialog client={correcting} onClose={() => setCorrecting(null)} />}
      <ConfirmDialog
        open={bonusFor !== null}
        title="Начислить бонус за друга?"
        confirmLabel="Начислить"
        busy={accruing.isLoading}
        onClose={() => setBonusFor(null)}
        onConfirm={() => void confirmBonus()}
      >
        {bonusFor && `Пригласивший получит бонус за друга ${bonusFor.referredPhone} один раз.`}
      </ConfirmDialog>
    </>
  );
}
