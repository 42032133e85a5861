import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { TOAST_MAX, TOAST_TIMEOUT_MS } from '@pvz/contracts/session-constants';
import { theme } from '@pvz/ui/theme';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

/**
 * The look of the app: theme (light / dark / system, remembered by MUI in localStorage), baseline
 * styles and toasts (top-right, 5 s, at most 20). Only the shell and a remote's harness render it.
 */
export function ThemedProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system">
      <CssBaseline enableColorScheme />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={TOAST_TIMEOUT_MS}
        maxSnack={TOAST_MAX}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
