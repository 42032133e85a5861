import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditedItem, EquipmentAudit, NotOursReason } from '@pvz/contracts/api/equipment';
import { type EquipmentRegister, equipmentRecordPath, equipmentStateLabels } from '@pvz/contracts/equipment';
import { Link as RouterLink } from '@pvz/ui/router';
import type { ReactNode } from 'react';

const reasons: Record<NotOursReason, string> = {
  'other-point': 'числится на другом ПВЗ',
  decommissioned: 'списано',
  'other-register': 'из другого реестра',
};

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 260 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}: {count}
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Нет
        </Typography>
      ) : (
        <List dense>{children}</List>
      )}
    </Paper>
  );
}

function ItemLine({ register, item }: { register: EquipmentRegister; item: AuditedItem }) {
  return (
    <ListItem component={RouterLink} to={equipmentRecordPath(register, item.id)} disableGutters>
      <ListItemText
        primary={`${item.inventoryNumber} «${item.name}»`}
        secondary={`${item.type} · ${equipmentStateLabels[item.state]}`}
      />
    </ListItem>
  );
}

/** The lists of an audit: what was found, what is missing, what does not belong here. */
export function AuditResult({ register, audit }: { register: EquipmentRegister; audit: EquipmentAudit }) {
  return (
    <Stack sx={{ gap: 2 }}>
      {audit.missing.length === 0 && audit.notOurs.length === 0 && audit.unknown.length === 0 && (
        <Alert severity="success">Расхождений нет: всё на месте.</Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Section title="Не найдено" count={audit.missing.length}>
          {audit.missing.map((item) => (
            <ItemLine key={item.id} register={register} item={item} />
          ))}
        </Section>
        <Section title="Не наше" count={audit.notOurs.length + audit.unknown.length}>
          {audit.notOurs.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText
                primary={item.inventoryNumber ? `${item.inventoryNumber} «${item.name}»` : `Запись №${item.id}`}
                secondary={[reasons[item.reason], item.point?.name].filter(Boolean).join(': ')}
              />
            </ListItem>
          ))}
          {audit.unknown.map((id) => (
            <ListItem key={`unknown-${id}`} disableGutters>
              <ListItemText primary={`Запись №${id}`} secondary="такой записи нет" />
            </ListItem>
          ))}
        </Section>
        <Section title="Найдено" count={audit.found.length}>
          {audit.found.map((item) => (
            <ItemLine key={item.id} register={register} item={item} />
          ))}
        </Section>
      </Stack>
    </Stack>
  );
}
