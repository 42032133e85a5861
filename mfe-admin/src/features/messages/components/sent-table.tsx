import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { type AudienceKind, audienceKinds, audienceKindTitle, type SentBroadcast } from '@pvz/contracts/api/broadcasts';
import { AnySelect } from '@pvz/ui/any-select';
import { dateTimeColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { useState } from 'react';
import { useMessagesSentQuery } from '../api/get-sent';

const kindOptions = audienceKinds.map((kind) => ({ id: kind, name: audienceKindTitle[kind] }));

const columns: GridColDef<SentBroadcast>[] = [
  { ...dateTimeColumn<SentBroadcast>('createdAt', 'Когда'), sortable: false },
  { field: 'sender', headerName: 'Кто', width: 140, sortable: false },
  {
    field: 'kind',
    headerName: 'Кому',
    width: 160,
    sortable: false,
    valueFormatter: (value: AudienceKind) => audienceKindTitle[value],
  },
  { field: 'target', headerName: 'Получатель', width: 180, sortable: false },
  { field: 'title', headerName: 'Заголовок', width: 200, sortable: false },
  { field: 'message', headerName: 'Текст', flex: 1, minWidth: 240, sortable: false },
  { field: 'recipients', headerName: 'Получателей', type: 'number', width: 120, sortable: false },
];

/** The broadcasts sent, newest first, by kind and a part of the title, paged on the server. */
export function SentTable() {
  const [kind, setKind] = useState<AudienceKind | undefined>();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const sent = useMessagesSentQuery({ kind, search, page: paging.page, pageSize: paging.pageSize });
  const firstPage = () => setPaging({ ...paging, page: 0 });

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2 }}>
        <AnySelect
          label="Кому отправлено"
          anyTitle="Все"
          options={kindOptions}
          value={kind}
          onChange={(next) => {
            setKind(next);
            firstPage();
          }}
          minWidth={200}
        />
        <TextField
          label="Поиск по заголовку"
          size="small"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            firstPage();
          }}
        />
      </Stack>
      {sent.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(sent.error)}
        </Alert>
      )}
      <DataTable
        rows={sent.data?.rows ?? []}
        columns={columns}
        loading={sent.isFetching}
        exportFileName="Отправленные сообщения"
        paginationMode="server"
        rowCount={sent.data?.total ?? 0}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnFilter
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
    </>
  );
}
