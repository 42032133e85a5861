import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EquipmentItem } from '@pvz/contracts/api/equipment';
import { formatDateTime, formatMoney } from '@pvz/ui/format';
import type { ReactNode } from 'react';
import { StateChip } from './state-chip';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 2 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', minWidth: 160 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** What the item is, where, in what state and who answers for it. */
export function ItemDetails({ item }: { item: EquipmentItem }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Карточка">
      <Stack component="dl" sx={{ gap: 1, m: 0 }}>
        <Field label="Инвентарный номер">{item.inventoryNumber}</Field>
        <Field label="Тип">{item.type}</Field>
        <Field label="Серийный номер">{item.serial || '—'}</Field>
        <Field label="Статус">
          <StateChip state={item.state} />
        </Field>
        <Field label="ПВЗ">{item.point.name}</Field>
        <Field label="Ответственный">{item.responsible?.name ?? 'Не назначен'}</Field>
        <Field label="Ремонты">{formatMoney(item.repairsCost)}</Field>
        {item.note && <Field label="Комментарий">{item.note}</Field>}
        <Field label="Добавлено">{formatDateTime(new Date(item.createdAt))}</Field>
        {item.decommissionedAt && (
          <>
            <Field label="Списано">
              {formatDateTime(new Date(item.decommissionedAt))}, {item.decommissionedBy}
            </Field>
            <Field label="Причина списания">{item.decommissionReason}</Field>
          </>
        )}
      </Stack>
    </Paper>
  );
}
