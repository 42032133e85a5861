import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import type { WaitingClient } from '@pvz/contracts/api/goods';

/**
 * The clients whose phone ends with the digits typed at the counter, by cell: arrows and Enter (or a
 * click) open one, Escape closes.
 */
export function ClientChooserDialog({
  clients,
  onChoose,
  onClose,
}: {
  clients: readonly WaitingClient[];
  onChoose(client: WaitingClient): void;
  onClose(): void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="client-chooser-title" fullWidth maxWidth="xs">
      <DialogTitle id="client-chooser-title">Несколько клиентов с этими цифрами</DialogTitle>
      <DialogContent sx={{ px: 1 }}>
        <MenuList autoFocusItem aria-label="Клиенты">
          {clients.map((client) => (
            <MenuItem key={client.phone} onClick={() => onChoose(client)} sx={{ gap: 2 }}>
              <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, minWidth: '3ch', textAlign: 'right' }}>
                {client.cell}
              </Typography>
              <ListItemText primary={client.name || 'Без имени'} secondary={client.phone} />
            </MenuItem>
          ))}
        </MenuList>
      </DialogContent>
    </Dialog>
  );
}
