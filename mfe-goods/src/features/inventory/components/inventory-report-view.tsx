import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  type InventoryList,
  type InventoryReport,
  inventoryLists,
  inventoryListTitle,
} from '@pvz/contracts/api/inventory';
import { DataTable } from '@pvz/ui/data-table';
import { formatDateTime, formatMoney } from '@pvz/ui/format';
import { useState } from 'react';
import { inventoryRowColumns } from './inventory-columns';

type Shown = InventoryList | 'unknown';

const fileDate = (iso: string) => formatDateTime(iso).replace(/[^\d]+/g, '-');

/** A saved report: who counted where and when, and each list in its own tab with its count and sum. */
export function InventoryReportView({ report }: { report: InventoryReport }) {
  const [shown, setShown] = useState<Shown>('missing');
  const rows = shown === 'unknown' ? [] : report.lists[shown].map((row) => ({ ...row, id: row.goodsId }));

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Отчёт инвентаризации" component="section">
      <Typography variant="h6" component="h2">
        Отчёт №{report.id} от {formatDateTime(report.createdAt)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {report.point.name} · {report.author} · отсканировано {report.scanned}, на месте {report.found}
      </Typography>
      <Tabs
        value={shown}
        onChange={(_, value: Shown) => setShown(value)}
        variant="scrollable"
        aria-label="Списки отчёта"
      >
        {inventoryLists.map((list) => (
          <Tab key={list} value={list} label={`${inventoryListTitle[list]} (${report.totals[list].count})`} />
        ))}
        <Tab value="unknown" label={`Неизвестные коды (${report.unknownCount})`} />
      </Tabs>
      <Box sx={{ pt: 2 }}>
        {shown === 'unknown' ? (
          report.unknownCodes.length === 0 ? (
            <Alert severity="success">Все отсканированные коды найдены.</Alert>
          ) : (
            <Stack component="ul" sx={{ m: 0, pl: 3 }} aria-label="Неизвестные коды">
              {report.unknownCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Stack>
          )
        ) : (
          <>
            <Typography sx={{ mb: 1 }} data-testid="inventory-list-total">
              {inventoryListTitle[shown]}: {report.totals[shown].count} шт.
              {report.totals[shown].sum !== null && ` на сумму ${formatMoney(report.totals[shown].sum)}`}
            </Typography>
            <DataTable
              aria-label={inventoryListTitle[shown]}
              rows={rows}
              columns={inventoryRowColumns}
              autoHeight
              exportFileName={`Инвентаризация-${report.point.name}-${fileDate(report.createdAt)}-${inventoryListTitle[shown]}`}
              localeText={{ noRowsLabel: 'Расхождений нет' }}
            />
          </>
        )}
      </Box>
    </Paper>
  );
}
