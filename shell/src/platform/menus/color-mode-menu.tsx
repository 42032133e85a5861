import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

const modes = [
  { mode: 'light', label: 'Светлая тема', Icon: LightModeIcon },
  { mode: 'dark', label: 'Тёмная тема', Icon: DarkModeIcon },
  { mode: 'system', label: 'Как в системе', Icon: BrightnessAutoIcon },
] as const;

/** Light / dark / system; MUI remembers the choice in localStorage. */
export function ColorModeMenu() {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = modes.find((item) => item.mode === mode) ?? modes[2];
  return (
    <>
      <Tooltip title="Оформление">
        <IconButton color="inherit" aria-label="Оформление" onClick={(event) => setAnchor(event.currentTarget)}>
          <current.Icon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {modes.map(({ mode: value, label, Icon }) => (
          <MenuItem
            key={value}
            selected={value === mode}
            onClick={() => {
              setMode(value);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
