import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CookieIcon from '@mui/icons-material/Cookie';
import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import { messages } from '@pvz/contracts/messages';
import { useNavigate } from '@pvz/ui/router';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { clearCookies } from '../cookies/clear-cookies';

/** Who is signed in, and the ways out: sign out, or clear cookies. */
export function AccountMenu({ name, detail, loginPath }: { name: string; detail: string; loginPath: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sessionManager = useSessionManager();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={name}>
        <IconButton color="inherit" aria-label="Учётная запись" onClick={(event) => setAnchor(event.currentTarget)}>
          <AccountCircleIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={name} secondary={detail} />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            clearCookies(sessionManager).then(
              () => enqueueSnackbar(messages.cookiesCleared, { variant: 'info' }),
              () => enqueueSnackbar(messages.signOutFailed, { variant: 'error' }),
            );
          }}
        >
          <ListItemIcon>
            <CookieIcon fontSize="small" />
          </ListItemIcon>
          Очистить cookie
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            sessionManager.signOut().then(
              () => navigate(loginPath, { replace: true }),
              () => enqueueSnackbar(messages.signOutFailed, { variant: 'error' }),
            );
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Выйти
        </MenuItem>
      </Menu>
    </>
  );
}
