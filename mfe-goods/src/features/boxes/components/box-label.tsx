import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Box, boxPath } from '@pvz/contracts/api/boxes';
import { LabelFrame, PrintLabelsButton, PrintOnlyLabels } from '@pvz/ui/label-frame';
import { useQrImage } from '@pvz/ui/use-qr-image';

/** The class that marks what a print shows; everything else on the page stays on screen only. */
const labelsClass = 'pvz-print-box-labels';

/** One label per page: an oversized box prints a copy for each piece. */
const onePerPage = {
  [`.${labelsClass}`]: { position: 'absolute', left: 0, top: 0 },
  [`.${labelsClass} > *`]: { breakAfter: 'page', border: 'none !important' },
};

/**
 * A box's label, 58×40 mm: the QR of `{origin}/box/{pointId}/{id}` that couriers and the point scan,
 * the box number big and the destination point. An oversized box prints one per piece.
 */
export function BoxLabel({ box }: { box: Box }) {
  const qr = useQrImage(`${window.location.origin}${boxPath(box.point.id, box.id)}`);
  const copies = Array.from({ length: box.pieces }, (_, index) => index + 1);
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <PrintOnlyLabels labelClass={labelsClass} placement={onePerPage} />
      <Stack className={labelsClass} sx={{ gap: 1 }}>
        {copies.map((piece) => (
          <LabelFrame
            key={piece}
            label={box.pieces > 1 ? `Этикетка коробки, место ${piece}` : 'Этикетка коробки'}
            qr={qr}
            qrAlt="QR-код коробки"
            qrSize="24mm"
          >
            <Stack sx={{ minWidth: 0 }}>
              <Typography sx={{ fontSize: '3.5mm', lineHeight: 1.2 }}>Коробка</Typography>
              <Typography sx={{ fontSize: '9mm', lineHeight: 1, fontWeight: 700 }}>№{box.id}</Typography>
              {box.type === 'oversized' && (
                <Typography sx={{ fontSize: '3.5mm', lineHeight: 1.3, fontWeight: 700 }}>
                  КГТ · место {piece} из {box.pieces}
                </Typography>
              )}
            </Stack>
            <Typography
              sx={{
                gridColumn: '1 / span 2',
                fontSize: '4mm',
                fontWeight: 700,
                pt: '1mm',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {box.point.name}
            </Typography>
          </LabelFrame>
        ))}
      </Stack>
      <PrintLabelsButton>{box.pieces > 1 ? `Печать этикеток (${box.pieces})` : 'Печать этикетки'}</PrintLabelsButton>
    </Stack>
  );
}
