import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EquipmentItem } from '@pvz/contracts/api/equipment';
import { equipmentRecordPath } from '@pvz/contracts/equipment';
import { LabelFrame, PrintLabelsButton, PrintOnlyLabels } from '@pvz/ui/label-frame';
import { useQrImage } from '@pvz/ui/use-qr-image';

/** The class that marks what a print shows; everything else on the page stays on screen only. */
const labelClass = 'pvz-print-equipment-label';
const topLeft = { [`.${labelClass}`]: { position: 'absolute', left: 0, top: 0 } };

/**
 * An item's label, 58×40 mm like the goods labels: the QR of its card's own URL (LEGACY-NOTES §8), which a
 * scanner or any phone camera opens, the inventory number big, the name and the point.
 */
export function EquipmentLabel({ item }: { item: EquipmentItem }) {
  const qr = useQrImage(`${window.location.origin}${equipmentRecordPath(item.register, item.id)}`);
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <PrintOnlyLabels labelClass={labelClass} placement={topLeft} />
      <LabelFrame
        className={labelClass}
        label="Этикетка"
        qr={qr}
        qrAlt="QR-код карточки"
        qrSize="24mm"
        gridTemplateRows="24mm 1fr"
      >
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ fontSize: '3mm', lineHeight: 1.2 }}>Инв. номер</Typography>
          <Typography sx={{ fontSize: '5mm', lineHeight: 1.1, fontWeight: 700, wordBreak: 'break-all' }}>
            {item.inventoryNumber}
          </Typography>
          <Typography sx={{ fontSize: '3mm', lineHeight: 1.2, mt: '1mm', overflow: 'hidden', maxHeight: '11mm' }}>
            {item.name}
          </Typography>
        </Stack>
        <Typography
          sx={{
            gridColumn: '1 / span 2',
            fontSize: '3.5mm',
            fontWeight: 700,
            pt: '1mm',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {item.point.name}
        </Typography>
      </LabelFrame>
      <PrintLabelsButton>Печать этикетки</PrintLabelsButton>
    </Stack>
  );
}
