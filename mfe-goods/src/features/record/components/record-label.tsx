import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { recordTypeOf } from '@pvz/contracts/goods';
import { recordPath, shortItemCode } from '@pvz/contracts/scan-codes';
import { LabelFrame, PrintLabelsButton, PrintOnlyLabels } from '@pvz/ui/label-frame';
import { useQrImage } from '@pvz/ui/use-qr-image';
import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/** The class that marks what a print shows; everything else on the page stays on screen only. */
const labelClass = 'pvz-print-label';

/** One label: hidden content still takes its place, so without a clip it prints as blank pages after the label. */
const aloneOnItsPage = {
  'html, body': { height: '40mm', overflow: 'hidden', margin: 0, padding: 0 },
  [`.${labelClass}`]: { position: 'fixed', left: 0, top: 0, margin: 0, border: 'none !important', boxShadow: 'none' },
};

/**
 * A parcel's label, 58×40 mm: QR of the card's URL, CODE128 of the short code (both read back by the
 * scanners), the cell big, the last four digits of the client's phone and the point.
 */
export function RecordLabel({ row }: { row: GoodsRow }) {
  const recordType = recordTypeOf[row.kind];
  const code = shortItemCode(recordType, row.id);
  const qr = useQrImage(`${window.location.origin}${recordPath(recordType, row.id)}`);
  const barcode = useRef<SVGSVGElement>(null);

  useEffect(() => {
    if (barcode.current)
      JsBarcode(barcode.current, code, { format: 'CODE128', displayValue: false, margin: 0, height: 40, width: 2 });
  }, [code]);

  const phoneEnd = row.fromName ? row.fromName.replace(/\D/g, '').slice(-4) : null;
  const cell = row.cell ?? null;

  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <PrintOnlyLabels labelClass={labelClass} placement={aloneOnItsPage} />
      <LabelFrame
        className={labelClass}
        label="Этикетка"
        qr={qr}
        qrAlt="QR-код карточки"
        qrSize="20mm"
        gridTemplateRows="20mm 1fr auto"
      >
        <Stack sx={{ justifyContent: 'center', minWidth: 0 }}>
          {cell !== null && (
            <Typography aria-label="Ячейка на этикетке" sx={{ fontSize: '18mm', lineHeight: 1, fontWeight: 700 }}>
              {cell}
            </Typography>
          )}
          {phoneEnd && <Typography sx={{ fontSize: '4mm', lineHeight: 1.2 }}>…{phoneEnd}</Typography>}
        </Stack>
        <Box sx={{ gridColumn: '1 / span 2', pt: '1mm', minHeight: 0 }}>
          <Box
            component="svg"
            ref={barcode}
            aria-label="Штрих-код"
            sx={{ display: 'block', width: '100%', height: '9mm' }}
            preserveAspectRatio="none"
          />
        </Box>
        <Stack
          direction="row"
          sx={{ gridColumn: '1 / span 2', justifyContent: 'space-between', gap: '1mm', fontSize: '3mm' }}
        >
          <span>{code}</span>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {row.dispatchPVZ?.name ?? ''}
          </Box>
        </Stack>
      </LabelFrame>
      <PrintLabelsButton>Печать</PrintLabelsButton>
    </Stack>
  );
}
