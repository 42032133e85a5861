import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ScanProvider } from '@pvz/scanning/scan-provider';
import { PageHeader } from '@pvz/ui/page-header';
import { useSearchParams } from '@pvz/ui/router';
import { CourierScanTab } from '../features/boxes/components/courier-scan-tab';
import { DeliveriesTab } from '../features/boxes/components/deliveries-tab';
import { OpenBoxTab } from '../features/boxes/components/open-box-tab';
import { WaitingBoxesTab } from '../features/boxes/components/waiting-boxes-tab';

const tabs = [
  { key: 'create', title: 'Создать коробку' },
  { key: 'oversized', title: 'Крупногабаритный товар' },
  { key: 'waiting', title: 'Ожидание отгрузки' },
  { key: 'scan', title: 'Сканировать' },
  { key: 'delivery', title: 'Доставка' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

function TabContent({ tab }: { tab: TabKey }) {
  switch (tab) {
    case 'create':
      return <OpenBoxTab key="standard" type="standard" />;
    case 'oversized':
      return <OpenBoxTab key="oversized" type="oversized" />;
    case 'waiting':
      return <WaitingBoxesTab />;
    case 'scan':
      return <CourierScanTab />;
    case 'delivery':
      return <DeliveriesTab />;
  }
}

/**
 * /spreadsheets/distribution: sorting staff open boxes for points and scan parcels in, couriers scan
 * boxes when they take and deliver them. The tab is kept in the address (`?tab=scan`); only the shown
 * tab listens to the scanner.
 */
export default function DistributionPage() {
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('tab');
  const tab: TabKey = tabs.find((candidate) => candidate.key === chosen)?.key ?? 'create';
  return (
    <ScanProvider>
      <PageHeader title="Распределение по коробкам" />
      <Tabs
        value={tab}
        onChange={(_event, next: TabKey) => setSearch({ tab: next }, { replace: true })}
        variant="scrollable"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((candidate) => (
          <Tab key={candidate.key} value={candidate.key} label={candidate.title} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={tabs.find((candidate) => candidate.key === tab)?.title}>
        <TabContent tab={tab} />
      </Box>
    </ScanProvider>
  );
}
