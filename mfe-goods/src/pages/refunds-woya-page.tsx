import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { usePageLevel } from '@pvz/api-client/page-level';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { PageHeader } from '@pvz/ui/page-header';
import { useSearchParams } from '@pvz/ui/router';
import { ReturnsTable } from '../features/returns/components/returns-table';

/** The marketplaces whose branded points have a tab, in this order. */
const brands = ['Wildberries', 'Ozon', 'Яндекс Маркет'];

/**
 * /spreadsheets/refunds/woya: the returns of the points that carry a marketplace's brand, one tab per
 * marketplace (kept in the address, `?mp=2`). Marking them needs the returns page itself.
 */
export default function RefundsWoyaPage() {
  const marketplaces = useReferenceChoicesQuery().data?.marketplaces ?? [];
  const tabs = brands.flatMap((name) => marketplaces.filter((marketplace) => marketplace.name === name));
  const [search, setSearch] = useSearchParams();
  const chosen = Number(search.get('mp'));
  const current = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  const canChange = usePageLevel('goods-refunds') === 'write';

  return (
    <>
      <PageHeader title="Возвраты ПВЗ маркетплейсов" />
      {tabs.length === 0 && marketplaces.length > 0 && (
        <Alert severity="info">Нет маркетплейсов Wildberries, Ozon или Яндекс Маркет в справочнике.</Alert>
      )}
      {current && (
        <>
          <Tabs
            value={current.id}
            onChange={(_event, id: number) => setSearch({ mp: String(id) }, { replace: true })}
            sx={{ mb: 2 }}
            aria-label="Маркетплейс"
          >
            {tabs.map((tab) => (
              <Tab key={tab.id} value={tab.id} label={tab.name} />
            ))}
          </Tabs>
          <ReturnsTable
            key={current.id}
            source="woya"
            marketplaceId={current.id}
            canChange={canChange}
            exportFileName={`Возвраты ПВЗ ${current.name}`}
          />
        </>
      )}
    </>
  );
}
