import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { ReturnBoxSummary } from '@pvz/contracts/api/returns';
import { ScanProvider } from '@pvz/scanning/scan-provider';
import { formatDateTime } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { useSearchParams } from '@pvz/ui/router';
import { useGoodsReturnBoxQuery } from '../features/returns/api/get-return-box';
import { useGoodsReturnBoxesQuery } from '../features/returns/api/get-return-boxes';
import { OpenReturnBox } from '../features/returns/components/open-return-box';
import { ReturnAct } from '../features/returns/components/return-act';
import { ReturnBoxPanel } from '../features/returns/components/return-box-panel';

function BoxChips({
  title,
  boxes,
  chosen,
  onChoose,
}: {
  title: string;
  boxes: readonly ReturnBoxSummary[];
  chosen: number | null;
  onChoose(id: number): void;
}) {
  if (boxes.length === 0) return null;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {boxes.map((box) => (
          <Chip
            key={box.id}
            label={`№ ${box.id} · ${box.marketplace.name} · ${box.count} шт.${box.closedAt ? ` · ${formatDateTime(box.closedAt)}` : ''}`}
            color={box.id === chosen ? 'primary' : 'default'}
            onClick={() => onChoose(box.id)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function Distribution() {
  const [search, setSearch] = useSearchParams();
  const chosen = Number(search.get('box')) || null;
  const choose = (id: number) => setSearch({ box: String(id) }, { replace: true });
  const open = useGoodsReturnBoxesQuery({ closed: false });
  const closed = useGoodsReturnBoxesQuery({ closed: true });
  const box = useGoodsReturnBoxQuery(chosen ?? 0, { skip: chosen === null });

  return (
    <>
      <PageHeader title="Распределение возвратов" actions={<OpenReturnBox onOpened={choose} />} />
      <Stack sx={{ gap: 3 }}>
        {(open.isLoading || closed.isLoading) && <LinearProgress aria-label="Загрузка коробок" />}
        <BoxChips title="Открытые коробки" boxes={open.data?.boxes ?? []} chosen={chosen} onChoose={choose} />
        {open.data?.boxes.length === 0 && chosen === null && (
          <Alert severity="info">Откройте коробку для маркетплейса и сканируйте в неё возвраты.</Alert>
        )}
        {box.isError && <Alert severity="error">{errorMessage(box.error)}</Alert>}
        {box.data &&
          chosen !== null &&
          box.data.id === chosen &&
          (box.data.closedAt ? <ReturnAct box={box.data} /> : <ReturnBoxPanel box={box.data} />)}
        <BoxChips title="Акты возврата" boxes={closed.data?.boxes ?? []} chosen={chosen} onChoose={choose} />
      </Stack>
    </>
  );
}

/**
 * /spreadsheets/refunds/distribution: returns packed into boxes per marketplace. A label scanned goes
 * into the open box shown; closing the box forms its return act, to print and send with it.
 */
export default function RefundsDistributionPage() {
  return (
    <ScanProvider>
      <Distribution />
    </ScanProvider>
  );
}
