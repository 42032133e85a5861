import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';

/** The menu and its popover come with the first click: every sign-in page shows this button. */
const ColorModeChoices = lazy(() => import('./color-mode-choices'));

const icons = { light: LightModeIcon, dark: DarkModeIcon, system: BrightnessAutoIcon } as const;

/** Light / dark / system. The hint is the browser's own: MUI's tooltip would add its popper to the first visit. */
export function ColorModeMenu() {
  const { mode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const Icon = icons[mode ?? 'system'];
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Оформление"
        title="Оформление"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <Icon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ColorModeChoices anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
