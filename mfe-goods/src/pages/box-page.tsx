import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { ScanInput } from '@pvz/scanning/scan-input';
import { ScanProvider, useScanHandler } from '@pvz/scanning/scan-provider';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Route, Routes, useParams } from '@pvz/ui/router';
import { useState } from 'react';
import { useGoodsBoxRecordQuery } from '../features/boxes/api/get-box-record';
import { BoxEvents } from '../features/boxes/components/box-events';
import { BoxLabel } from '../features/boxes/components/box-label';
import { BoxParcelsTable } from '../features/boxes/components/box-parcels-table';
import { BoxStatusForm } from '../features/boxes/components/box-status-form';
import { BoxSummary } from '../features/boxes/components/box-summary';
import { RemoveParcelDialog } from '../features/boxes/components/remove-parcel-dialog';
import { ScanResultPanel } from '../features/boxes/components/scan-result-panel';
import { useBoxParcelScan } from '../features/boxes/hooks/use-box-parcel-scan';

function positiveId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The box of a label: what it is, its parcels (added by scan, removed after a question), its history. */
function BoxView({ pvzNumber, id }: { pvzNumber: number; id: number }) {
  const { data, isLoading, error } = useGoodsBoxRecordQuery({ pvzNumber, id });
  const atSorting = data?.box.status === 'sorting';
  const { outcome, scan } = useBoxParcelScan(atSorting ? id : null);
  const [removing, setRemoving] = useState<GoodsRow | null>(null);
  useScanHandler(
    (code) => {
      if (!atSorting) return false;
      scan(code);
      return true;
    },
    [atSorting, scan],
  );
  if (isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!data) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Stack sx={{ gap: 2, flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h2">
          Коробка №{data.box.id}
        </Typography>
        <BoxSummary box={data.box} />
        <BoxStatusForm key={data.box.status} box={data.box} />
        {atSorting && (
          <>
            <ScanInput size="small" fullWidth={false} sx={{ width: 360 }} />
            <ScanResultPanel outcome={outcome} idle="Сканируйте товар, чтобы добавить его в коробку" />
          </>
        )}
        <BoxParcelsTable rows={data.rows} boxId={id} onRemove={atSorting ? setRemoving : undefined} />
        <BoxEvents events={data.events} />
      </Stack>
      <BoxLabel box={data.box} />
      <RemoveParcelDialog boxId={id} row={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

function BoxOfLabel() {
  const params = useParams();
  const pvzNumber = positiveId(params.pvzNumber);
  const id = positiveId(params.id);
  if (pvzNumber === null || id === null) return <NotFoundRoute />;
  return <BoxView key={`${pvzNumber}/${id}`} pvzNumber={pvzNumber} id={id} />;
}

/** /box/{pvzNumber}/{id}: the address a box label's QR carries. */
export default function BoxPage() {
  return (
    <ScanProvider>
      <PageHeader title="Коробка" />
      <Routes>
        <Route path=":pvzNumber/:id" element={<BoxOfLabel />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </ScanProvider>
  );
}
