import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { Choices } from '@pvz/api-client/reference-choices';
import type { UserListItem } from '@pvz/contracts/api/users';
import { AccessEditor } from '../../../components/access-editor';
import { useAdminGetEffectiveAccessQuery } from '../api/get-effective-access';

/** What a user can really do: their role with their overrides, and where. */
export function EffectiveAccessDialog({
  user,
  choices,
  onClose,
}: {
  user: UserListItem;
  choices: Choices;
  onClose(): void;
}) {
  const effective = useAdminGetEffectiveAccessQuery(user.id);
  const pointName = new Map(choices.points.map((point) => [point.id, point.name]));
  const scope = effective.data?.scope;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="effective-access-title">
      <DialogTitle id="effective-access-title">Итоговые права: {user.username}</DialogTitle>
      <DialogContent dividers>
        {effective.isLoading && <CircularProgress aria-label="Загрузка" />}
        {effective.isError && <Alert severity="error">{errorMessage(effective.error)}</Alert>}
        {effective.data && scope && (
          <>
            <Typography sx={{ mb: 2 }}>
              ПВЗ:{' '}
              {scope.allPoints
                ? 'все'
                : scope.pointIds.map((id) => pointName.get(id) ?? `№ ${id}`).join(', ') || 'не назначены'}
              {scope.homePointId !== null && ` · домашний: ${pointName.get(scope.homePointId) ?? scope.homePointId}`}
            </Typography>
            <AccessEditor mode="role" readOnly value={effective.data.access} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Закрыть
        </Button>
      </DialogActions>
    </Dialog>
  );
}
