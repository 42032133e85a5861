import { blueGrey, green } from '@mui/material/colors';
import { ruRU as coreRu } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** Primary green, cool (blue) grey; light and dark schemes switched by a class on <html>. */
export const theme = createTheme(
  {
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: green[700] },
          secondary: { main: blueGrey[600] },
          grey: blueGrey,
          background: { default: blueGrey[50], paper: '#ffffff' },
        },
      },
      dark: {
        palette: {
          primary: { main: green[400] },
          secondary: { main: blueGrey[300] },
          grey: blueGrey,
          background: { default: '#11181c', paper: '#1a2328' },
        },
      },
    },
    // whoever asked their system for less motion gets dialogs, menus and ripples without animation
    motion: { reducedMotion: 'system' },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  },
  coreRu,
);
