import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { Licensee } from '@pvz/contracts/api/licensees';
import { formatMoscowDate } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { DataTable } from '@pvz/ui/data-table';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { useLicenseesQuery } from '../features/licensees/api/licensees-api';
import { LicenseeDialog } from '../features/licensees/components/licensee-dialog';
import { TariffDialog } from '../features/licensees/components/tariff-dialog';
import { tariffText } from '../features/licensees/components/tariff-fields';

/**
 * «Лицензиаты» (/renters): the networks that run the product under their own name, whom to call,
 * the points each runs and its tariff now; a row opens its card, «Тариф» sets one from a month on.
 */
export default function RentersPage() {
  const { title } = findPage('licensee-renters');
  const canWrite = usePageLevel('licensee-renters') === 'write';
  const licensees = useLicenseesQuery();
  const [editing, setEditing] = useState<Licensee | 'new' | null>(null);
  const [tariffOf, setTariffOf] = useState<Licensee | null>(null);

  const columns: GridColDef<Licensee>[] = [
    { field: 'name', headerName: 'Название', flex: 1, minWidth: 180 },
    { field: 'domain', headerName: 'Домен', width: 180 },
    { field: 'contactName', headerName: 'Контакт', width: 150 },
    { field: 'contactPhone', headerName: 'Телефон', width: 140 },
    {
      field: 'startsOn',
      headerName: 'С',
      width: 110,
      valueFormatter: (value: string) => formatMoscowDate(`${value}T12:00:00+03:00`),
    },
    { field: 'active', headerName: 'Активен', type: 'boolean', width: 90 },
    {
      field: 'points',
      headerName: 'Точки',
      width: 220,
      valueGetter: (_value, row) => row.points.map((point) => point.name).join(', '),
    },
    {
      field: 'tariff',
      headerName: 'Тариф',
      flex: 1,
      minWidth: 260,
      valueGetter: (_value, row) => (row.tariff ? tariffText(row.tariff) : 'нет'),
    },
    ...(canWrite
      ? [
          {
            field: 'actions',
            headerName: '',
            width: 110,
            sortable: false,
            filterable: false,
            renderCell: ({ row }) => (
              <Button size="small" onClick={() => setTariffOf(row)}>
                Тариф
              </Button>
            ),
          } satisfies GridColDef<Licensee>,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Добавить лицензиата
            </Button>
          )
        }
      />
      <Stack sx={{ gap: 2 }}>
        {licensees.isError && <Alert severity="error">{errorMessage(licensees.error)}</Alert>}
        <DataTable
          rows={licensees.data?.licensees ?? []}
          columns={columns}
          loading={licensees.isFetching}
          exportFileName={title}
          autoHeight
          onRowClick={canWrite ? ({ row }) => setEditing(row as Licensee) : undefined}
          localeText={{ noRowsLabel: 'Лицензиатов пока нет' }}
        />
      </Stack>
      {editing && <LicenseeDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {tariffOf && <TariffDialog licensee={tariffOf} onClose={() => setTariffOf(null)} />}
    </>
  );
}
