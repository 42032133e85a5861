import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { type ComponentType, useState } from 'react';
import type { ColorModeChoicesProps } from './color-mode-choices';
import { colorModes } from './color-modes';

const systemMode = colorModes[2];

/**
 * Light / dark / system. The menu and its popover come with the first click (every sign-in page shows
 * this button); a failed download leaves the page as it is, and the next click tries again. The hint is
 * the browser's own: MUI's tooltip would add its popper to the first visit.
 */
export function ColorModeMenu() {
  const { mode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [Choices, setChoices] = useState<ComponentType<ColorModeChoicesProps> | null>(null);
  // MUI takes the mode from localStorage as it finds it there
  const { Icon } = colorModes.find((known) => known.mode === mode) ?? systemMode;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Оформление"
        title="Оформление"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          if (!Choices) {
            import('./color-mode-choices').then(
              (module) => setChoices(() => module.default),
              () => setAnchor(null),
            );
          }
        }}
      >
        <Icon />
      </IconButton>
      {Choices && <Choices anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
