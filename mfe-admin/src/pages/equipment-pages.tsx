import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type EquipmentRegister, registerSegments, registerTitles } from '@pvz/contracts/equipment';
import { ScanProvider } from '@pvz/scanning/scan-provider';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Link, Route, Routes, useLocation } from '@pvz/ui/router';
import type { ReactNode } from 'react';
import { AuditView } from './equipment-audit-view';
import { RecordView } from './equipment-record-view';
import { RegisterView } from './equipment-register-view';

const tabs = [
  { path: '', title: 'В работе' },
  { path: 'decommissioned', title: 'Списанное' },
  { path: 'audit', title: 'Инвентаризация' },
] as const;

function RegisterTabs({ register }: { register: EquipmentRegister }) {
  const base = `/${registerSegments[register]}`;
  const rest = useLocation().pathname.slice(base.length).replace(/^\//, '');
  const current = tabs.find((tab) => tab.path === rest)?.path;
  if (current === undefined) return null;
  return (
    <Tabs value={current} sx={{ mb: 2 }} aria-label="Разделы">
      {tabs.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          label={tab.title}
          component={Link}
          to={tab.path ? `${base}/${tab.path}` : base}
        />
      ))}
    </Tabs>
  );
}

/**
 * A register's pages (issue 19): `/equipment` (or `/auto-storage`) the items in use,
 * `…/decommissioned` the decommissioned list, `…/record/{id}` an item's card (its label's QR) and
 * `…/audit` the audit by scanning. One scanning service for all of them.
 */
function EquipmentPage({ register }: { register: EquipmentRegister }) {
  return (
    <ScanProvider>
      <PageHeader title={registerTitles[register]} />
      <RegisterTabs register={register} />
      <Routes>
        <Route index element={<RegisterView key="active" register={register} decommissioned={false} />} />
        <Route path="decommissioned" element={<RegisterView key="gone" register={register} decommissioned />} />
        <Route path="record/:id" element={<RecordView register={register} />} />
        <Route path="audit" element={<AuditView register={register} />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </ScanProvider>
  );
}

const equipmentPages: Record<EquipmentRegister, () => ReactNode> = {
  equipment: () => <EquipmentPage register="equipment" />,
  auto: () => <EquipmentPage register="auto" />,
};

export function equipmentPageOf(register: EquipmentRegister) {
  return equipmentPages[register];
}
