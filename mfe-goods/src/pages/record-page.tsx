import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@pvz/api-client/error-message';
import type { GoodsRecord } from '@pvz/contracts/api/goods';
import { kindOfRecordType } from '@pvz/contracts/goods';
import type { RecordType } from '@pvz/contracts/scan-codes';
import { NotFoundRoute } from '@pvz/ui/not-found';
import { PageHeader } from '@pvz/ui/page-header';
import { Route, Routes, useParams } from '@pvz/ui/router';
import { useGoodsOldRecordQuery } from '../features/record/api/get-old-record';
import { useGoodsRecordQuery } from '../features/record/api/get-record';
import { RecordEvents } from '../features/record/components/record-events';
import { RecordFields } from '../features/record/components/record-fields';
import { RecordLabel } from '../features/record/components/record-label';

function positiveId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The card of a parcel: its fields, its history and its printable label. */
function RecordView({ record, isLoading, error }: { record?: GoodsRecord; isLoading: boolean; error: unknown }) {
  if (isLoading) return <CircularProgress aria-label="Загрузка" />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!record) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Stack sx={{ gap: 2, flex: 1, minWidth: 0 }}>
        <RecordFields row={record.row} />
        <RecordEvents events={record.events} />
      </Stack>
      <RecordLabel row={record.row} />
    </Stack>
  );
}

const numberedTypes: readonly string[] = ['1', '2', '3'] satisfies RecordType[];

/** `shop/1/:id`, or `:type/:id` where the type is 1, 2 or 3. */
function RecordOfType({ shop }: { shop?: boolean }) {
  const params = useParams();
  const type = (shop ? 'shop' : params.type) as RecordType;
  const id = positiveId(params.id);
  const valid = (shop || numberedTypes.includes(type)) && id !== null;
  const record = useGoodsRecordQuery({ kind: kindOfRecordType[type], id: id ?? 0 }, { skip: !valid });
  if (!valid) return <NotFoundRoute />;
  return <RecordView record={record.data} isLoading={record.isLoading} error={record.error} />;
}

function OldRecord() {
  const oldId = positiveId(/^1-(\d+)$/.exec(useParams().oldRef ?? '')?.[1]);
  const record = useGoodsOldRecordQuery(oldId ?? 0, { skip: oldId === null });
  if (oldId === null) return <NotFoundRoute />;
  return <RecordView record={record.data} isLoading={record.isLoading} error={record.error} />;
}

/**
 * /spreadsheets/record/*: `1/:id`, `2/:id`, `3/:id`, `shop/1/:id` and the old system's `old/1-:oldId`,
 * the addresses the labels' QR codes carry.
 */
export default function RecordPage() {
  return (
    <>
      <PageHeader title="Карточка товара" />
      <Routes>
        <Route path="shop/1/:id" element={<RecordOfType shop />} />
        <Route path="old/:oldRef" element={<OldRecord />} />
        <Route path=":type/:id" element={<RecordOfType />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </>
  );
}
