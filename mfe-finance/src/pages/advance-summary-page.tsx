import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { type AdvancePayment, advancePayments, advancePaymentTitle } from '@pvz/contracts/api/advance-report';
import type { AdvanceSummaryRow } from '@pvz/contracts/api/advance-summary';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { PageHeader } from '@pvz/ui/page-header';
import { useSearchParams } from '@pvz/ui/router';
import { useState } from 'react';
import { useAdvanceSummaryQuery } from '../features/advance-summary/api/advance-summary-api';
import { SummaryChart } from '../features/advance-summary/components/summary-chart';
import type { Period } from '../features/balance/components/period';
import { PeriodPicker } from '../features/balance/components/period-picker';

const columns: GridColDef<AdvanceSummaryRow>[] = [
  {
    field: 'point',
    headerName: 'ПВЗ',
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => row.point?.name ?? 'Без точки (офис)',
  },
  moneyColumn<AdvanceSummaryRow>('receipts', 'Поступления'),
  moneyColumn<AdvanceSummaryRow>('expenses', 'Расходы'),
  moneyColumn<AdvanceSummaryRow>('difference', 'Разница'),
];

/**
 * «Сводные таблицы» (/advance-report/summary-tables): per company tab (`?company=`, or all) and period,
 * cash or cashless, each point's receipts against its expenses with the difference, the totals and a
 * chart. Transfers between people, top-ups' counterpart, dividends and deductions are neither.
 */
export default function AdvanceSummaryPage() {
  const { title } = findPage('finance-advance-summary');
  const [search, setSearch] = useSearchParams();
  const company = Number(search.get('company')) || undefined;
  const [period, setPeriod] = useState<Period>(() => ({ from: monthStartOf(moscowDay()), to: moscowDay() }));
  const [payment, setPayment] = useState<AdvancePayment>('cash');
  const companies = useReferenceChoicesQuery().data?.companies ?? noChoices.companies;
  const valid = period.from <= period.to;
  const answer = useAdvanceSummaryQuery({ ...period, payment, ...(company && { company }) }, { skip: !valid });
  const companyName = companies.find((item) => item.id === company)?.name ?? 'Все компании';

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2 }}>
        <Tabs
          // until the companies come, no tab of theirs exists to be selected
          value={companies.some((item) => item.id === company) ? company : 0}
          onChange={(_event, value: number) => setSearch(value ? { company: String(value) } : {})}
          variant="scrollable"
          aria-label="Компании"
        >
          <Tab value={0} label="Все компании" />
          {companies.map((item) => (
            <Tab key={item.id} value={item.id} label={item.name} />
          ))}
        </Tabs>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <PeriodPicker value={period} onChange={setPeriod} />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={payment}
            onChange={(_event, value: AdvancePayment | null) => value && setPayment(value)}
            aria-label="Оплата"
          >
            {advancePayments.map((item) => (
              <ToggleButton key={item} value={item}>
                {advancePaymentTitle[item]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
        <Box>
          <DataTable
            rows={answer.data?.rows ?? []}
            columns={columns}
            getRowId={(row) => row.point?.id ?? 0}
            loading={answer.isFetching}
            exportFileName={`${title}: ${companyName}, ${advancePaymentTitle[payment]} ${period.from} — ${period.to}`}
            exportTotals={['receipts', 'expenses', 'difference']}
            autoHeight
            localeText={{ noRowsLabel: 'За период поступлений и расходов нет' }}
          />
        </Box>
        <SummaryChart rows={answer.data?.rows ?? []} />
      </Stack>
    </>
  );
}
