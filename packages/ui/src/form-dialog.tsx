import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useId } from 'react';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  /** the gateway's refusal of the last submit; shown in the dialog, since an open dialog hides the page's toasts from screen readers */
  refusal?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** shown between the title and the fields, e.g. tabs */
  header?: ReactNode;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/** A form in a dialog: Enter submits, Esc cancels, a refusal stays visible above the fields. */
export function FormDialog({
  title,
  submitLabel,
  busy,
  refusal,
  maxWidth = 'xs',
  header,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {header}
        <DialogContent dividers={Boolean(header) || maxWidth !== 'xs'}>
          <Stack sx={{ gap: 2, pt: header ? 0 : 1 }}>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
