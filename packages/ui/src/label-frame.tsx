import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSObject } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A print that shows only the labels marked with `labelClass`, on the label printer's 58×40 mm pages;
 * `placement` puts them on the page (it differs for one label and for a run of them).
 */
export function PrintOnlyLabels({ labelClass, placement }: { labelClass: string; placement: CSSObject }) {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: '58mm 40mm', margin: 0 },
          'body *': { visibility: 'hidden' },
          [`.${labelClass}, .${labelClass} *`]: { visibility: 'visible' },
          ...placement,
        },
      }}
    />
  );
}

export interface LabelFrameProps {
  /** the label's accessible name */
  label: string;
  /** the QR image (a data URL), none while it is drawn */
  qr: string | null;
  qrAlt: string;
  /** the side of the QR square, which is the first column */
  qrSize: string;
  gridTemplateRows?: string;
  className?: string;
  /** what stands beside and below the QR */
  children: ReactNode;
}

/** One 58×40 mm label, black on white on screen too: the QR top left, the rest on a grid around it. */
export function LabelFrame({ label, qr, qrAlt, qrSize, gridTemplateRows, className, children }: LabelFrameProps) {
  return (
    <Box
      className={className}
      role="figure"
      aria-label={label}
      sx={{
        width: '58mm',
        height: '40mm',
        boxSizing: 'border-box',
        p: '1.5mm',
        border: 1,
        borderColor: 'divider',
        bgcolor: '#fff',
        color: '#000',
        display: 'grid',
        gridTemplateColumns: `${qrSize} 1fr`,
        gridTemplateRows,
        columnGap: '2mm',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ width: qrSize, height: qrSize }}>
        {qr && <Box component="img" src={qr} alt={qrAlt} sx={{ width: '100%', height: '100%' }} />}
      </Box>
      {children}
    </Box>
  );
}

/** The button that prints the page, which the print styles reduce to its labels. */
export function PrintLabelsButton({ children }: { children: ReactNode }) {
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
      {children}
    </Button>
  );
}
