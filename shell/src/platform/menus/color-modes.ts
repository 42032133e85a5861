import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';

/** The colour modes MUI remembers, with their names and icons: the button shows one, the menu all. */
export const colorModes = [
  { mode: 'light', label: 'Светлая тема', Icon: LightModeIcon },
  { mode: 'dark', label: 'Тёмная тема', Icon: DarkModeIcon },
  { mode: 'system', label: 'Как в системе', Icon: BrightnessAutoIcon },
] as const;
