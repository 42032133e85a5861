import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { colorModes } from './color-modes';

export interface ColorModeChoicesProps {
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The choices of the colour-mode menu, with each mode's icon; MUI remembers the choice in localStorage. */
export default function ColorModeChoices({ anchor, onClose }: ColorModeChoicesProps) {
  const { mode, setMode } = useColorScheme();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {colorModes.map(({ mode: value, label, Icon }) => (
        <MenuItem
          key={value}
          selected={value === mode}
          onClick={() => {
            setMode(value);
            onClose();
          }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
