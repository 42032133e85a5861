import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import {
  emptyStatementMapping,
  type LineStatus,
  lineStatuses,
  lineStatusTitle,
  type PreviewLine,
  type StatementMapping,
  type StatementPreview,
  statementFormatTitle,
} from '@pvz/contracts/api/statements';
import { findPage } from '@pvz/contracts/pages';
import { formatMoney } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { useSnackbar } from 'notistack';
import { type ChangeEvent, useState } from 'react';
import { useBanksQuery } from '../features/advance-report/api/banks-api';
import {
  type StatementUpload,
  useImportStatementMutation,
  usePreviewStatementMutation,
} from '../features/statements/api/statements-api';
import { BatchesTable } from '../features/statements/components/batches-table';
import { CategoryRulesPanel } from '../features/statements/components/category-rules-panel';
import { MappingPanel } from '../features/statements/components/mapping-panel';
import { PreviewTable } from '../features/statements/components/preview-table';

/** A 1C file's balances against the bank's, and whether they meet. */
function BalancesNote({ balances }: { balances: NonNullable<StatementPreview['balances']> }) {
  const apart = balances.difference !== null && balances.difference !== 0;
  return (
    <Alert severity={apart ? 'warning' : 'info'}>
      По файлу: на начало {balances.opening === null ? '—' : formatMoney(balances.opening)}, на конец{' '}
      {balances.closing === null ? '—' : formatMoney(balances.closing)}. В банке сейчас {formatMoney(balances.bankNow)},
      после загрузки будет {formatMoney(balances.bankAfter)}
      {apart && `: расхождение ${formatMoney(balances.difference as number)}`}
    </Alert>
  );
}

/**
 * «Загрузка выписки» (/advance-report/xlsx): the director picks a bank and a statement (xlsx, csv or a
 * 1C file); the gateway reads it and marks each line new, already imported or a possible duplicate;
 * the columns can be set by hand (the bank remembers them), possible duplicates ticked in, categories
 * chosen; «Загрузить» writes the lines to the advance report. Past imports can be undone.
 */
export default function StatementImportPage() {
  const { title } = findPage('finance-statement-import');
  const banks = useBanksQuery().data?.banks ?? [];
  const categories = useReferenceChoicesQuery().data?.categories ?? noChoices.categories;
  const [bankId, setBankId] = useState<number | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<StatementMapping | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [included, setIncluded] = useState<Set<string>>(new Set());
  const [chosenCategory, setChosenCategory] = useState<Map<string, number>>(new Map());
  const [restCategory, setRestCategory] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [read, reading] = usePreviewStatementMutation();
  const [write, writing] = useImportStatementMutation();
  const { enqueueSnackbar } = useSnackbar();
  const shownBank = bankId === '' ? (banks.find((bank) => bank.isMain)?.id ?? '') : bankId;

  const readFile = async (upload: StatementUpload) => {
    setRefusal(undefined);
    try {
      const answer = await read(upload).unwrap();
      setPreview(answer);
      setMapping(answer.mapping);
      setIncluded(new Set());
      setChosenCategory(new Map());
    } catch (error) {
      setPreview(null);
      setRefusal(errorMessage(error));
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked || shownBank === '') return;
    setFile(picked);
    setMapping(null);
    void readFile({ file: picked, bankId: shownBank, mapping: null });
  };

  const counts = Object.fromEntries(
    lineStatuses.map((status) => [status, preview?.lines.filter((line) => line.status === status).length ?? 0]),
  ) as Record<LineStatus, number>;
  const toImport = counts.new + included.size;
  const chosenLines = (preview?.lines ?? []).filter(
    (line) => line.status === 'new' || (line.status === 'possible' && included.has(line.fingerprint)),
  );
  const categoryOf = (line: PreviewLine) => chosenCategory.get(line.fingerprint) ?? line.categoryId ?? restCategory;
  // money out is an expense and needs its category: chosen per line, suggested, or the one for the rest
  const uncategorized = chosenLines.filter((line) => line.direction === 'out' && categoryOf(line) === null).length;

  const importFile = async () => {
    if (!file || shownBank === '' || !preview) return;
    try {
      const categories = Object.fromEntries(
        chosenLines
          .filter((line) => line.direction === 'out')
          .map((line) => [line.fingerprint, categoryOf(line) as number]),
      );
      const decisions = { include: [...included], categories };
      const answer = await write({ file, bankId: shownBank, mapping, decisions }).unwrap();
      enqueueSnackbar(`${answer.message}: строк ${answer.imported}, пропущено ${answer.skipped}`, {
        variant: 'success',
      });
      setPreview(null);
      setFile(null);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Банк"
            value={shownBank}
            onChange={(event) => setBankId(Number(event.target.value))}
            sx={{ minWidth: 220 }}
          >
            {banks.map((bank) => (
              <MenuItem key={bank.id} value={bank.id}>
                {bank.name}: {formatMoney(bank.balance)}
              </MenuItem>
            ))}
          </TextField>
          <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={shownBank === ''}>
            Выбрать файл выписки
            <input hidden type="file" accept=".xlsx,.csv,.txt" onChange={choose} />
          </Button>
          {file && <Typography color="text.secondary">{file.name}</Typography>}
        </Stack>
        <CategoryRulesPanel
          categories={categories}
          onChanged={() => {
            if (preview && file && shownBank !== '') void readFile({ file, bankId: shownBank, mapping });
          }}
        />
        {reading.isLoading && <LinearProgress aria-label="Файл читается" />}
        {writing.isLoading && (
          <Stack role="status" sx={{ gap: 0.5 }}>
            <Typography color="text.secondary">Импорт строк: {toImport.toLocaleString('ru-RU')}…</Typography>
            <LinearProgress aria-label="Выписка загружается" />
          </Stack>
        )}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        {preview && file && (
          <>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip label={statementFormatTitle[preview.format]} />
              {lineStatuses.map((status) => (
                <Chip key={status} variant="outlined" label={`${lineStatusTitle[status]}: ${counts[status]}`} />
              ))}
            </Stack>
            {preview.balances && <BalancesNote balances={preview.balances} />}
            {preview.unreadable.length > 0 && (
              <Alert severity="warning">
                Не прочитаны строки файла (нет даты или суммы): {preview.unreadable.slice(0, 30).join(', ')}
                {preview.unreadable.length > 30 && ' …'}
              </Alert>
            )}
            {preview.format !== '1c' && (
              <MappingPanel
                headers={preview.headers}
                mapping={mapping ?? emptyStatementMapping}
                busy={reading.isLoading}
                onChange={setMapping}
                onApply={() => shownBank !== '' && readFile({ file, bankId: shownBank, mapping })}
              />
            )}
            <Box>
              <PreviewTable
                lines={preview.lines}
                fileName={file.name}
                categories={categories}
                included={included}
                chosenCategory={chosenCategory}
                onInclude={(fingerprint, include) =>
                  setIncluded((current) => {
                    const next = new Set(current);
                    if (include) next.add(fingerprint);
                    else next.delete(fingerprint);
                    return next;
                  })
                }
                onCategory={(fingerprint, categoryId) =>
                  setChosenCategory((current) => {
                    const next = new Map(current);
                    // «Без статьи» leaves the line to its suggested category, if it has one
                    if (categoryId === null) next.delete(fingerprint);
                    else next.set(fingerprint, categoryId);
                    return next;
                  })
                }
              />
            </Box>
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label="Статья для остальных списаний"
                value={restCategory ?? ''}
                onChange={(event) => setRestCategory(event.target.value === '' ? null : Number(event.target.value))}
                sx={{ minWidth: 280 }}
              >
                <MenuItem value="">—</MenuItem>
                {categories.map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="contained"
                disabled={toImport === 0 || uncategorized > 0}
                loading={writing.isLoading}
                onClick={importFile}
              >
                Загрузить строк: {toImport}
              </Button>
              {uncategorized > 0 && (
                <Typography color="warning.main">
                  Выберите статью расхода для списаний без статьи: {uncategorized}
                </Typography>
              )}
            </Stack>
          </>
        )}
        <Typography variant="h6" component="h2">
          Загрузки
        </Typography>
        <BatchesTable />
      </Stack>
    </>
  );
}
