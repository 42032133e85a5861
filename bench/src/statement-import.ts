import { smoke } from './bench-config.ts';
import type { BenchContext } from './bench-context.ts';
import { percentile, roundMs } from './percentile.ts';

/**
 * A year of a busy bank account, the large statement (a smoke run's is small);
 * `PVZ_BENCH_STATEMENT_LINES` sets another size.
 */
const statementLines = Number(process.env.PVZ_BENCH_STATEMENT_LINES) || (smoke ? 300 : 20_000);
/** How often the probe asks the gateway for something small while the statement goes in. */
const probeEveryMs = 25;

export interface StatementImportRun {
  lines: number;
  previewMs: number;
  importMs: number;
  undoMs: number;
  /** a small request sent every 25 ms during the import: how long it waited (the gateway not blocked) */
  probeDuringImport: { requests: number; p95Ms: number; maxMs: number };
}

/** `DD.MM.YYYY` of a day `index` days before today (lines spread over the last year). */
const dayOf = (index: number) => {
  const day = new Date(Date.now() - (index % 365) * 86_400_000);
  return day.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
};

/**
 * A CSV in a big bank's layout: two lines in of three, the third out and smaller, so that the bank
 * always holds what goes out. Unique to the run (the same file twice would import nothing).
 */
function statementCsv(lines: number): string {
  const run = Date.now().toString(36);
  const rows = ['Дата операции;Номер документа;Сумма;Контрагент;ИНН контрагента;Назначение платежа'];
  for (let index = 0; index < lines; index++) {
    const out = index % 3 === 2;
    const rubles = out ? 100 + (index % 900) : 1_000 + (index % 9_000);
    rows.push(
      [
        dayOf(index),
        `${run}-${index}`,
        `${out ? '-' : ''}${rubles},00`,
        out ? 'ООО "Поставщик"' : 'ООО "Маркетплейс"',
        out ? '7707049388' : '7704217370',
        `${out ? 'Оплата по счёту' : 'Выплата по договору'} ${run}-${index}`,
      ].join(';'),
    );
  }
  return rows.join('\r\n');
}

async function send(context: BenchContext, path: string, fields: Record<string, string>, csv: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const response = await fetch(`${context.gateway.url}${path}`, {
    method: 'POST',
    headers: { cookie: context.cookie },
    body: form,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** Asks for the caller's notifications count every 25 ms until stopped, timing each answer. */
function probe(context: BenchContext) {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${context.gateway.url}/api/public/auth/me`, { headers: { cookie: context.cookie } });
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, probeEveryMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { requests: times.length, p95Ms: roundMs(percentile(times, 95)), maxMs: roundMs(Math.max(...times)) };
  };
}

/**
 * A statement of 20,000 lines previewed, imported and undone through the gateway, with a small request
 * timed every 25 ms during the import: the import is quick and the gateway answers others meanwhile.
 */
export async function measureStatementImport(
  context: BenchContext,
  lines = statementLines,
): Promise<StatementImportRun> {
  const bank = await context.client.query<{ id: number }>('select id from banks where is_main');
  const category = await context.client.query<{ id: number }>(
    `select id from expense_categories where name = 'Сопутствующие расходы' and deleted_at is null`,
  );
  const bankId = String(bank.rows[0]?.id);
  const csv = statementCsv(lines);

  let started = performance.now();
  const preview = (await send(context, '/api/advance-report/xlsx/preview', { bankId }, csv)) as {
    mapping: object;
    lines: { fingerprint: string; direction: string }[];
  };
  const previewMs = performance.now() - started;
  const categories = Object.fromEntries(
    preview.lines.filter((line) => line.direction === 'out').map((line) => [line.fingerprint, category.rows[0]?.id]),
  );
  const fields = {
    bankId,
    mapping: JSON.stringify(preview.mapping),
    decisions: JSON.stringify({ include: [], categories }),
  };
  const stopProbe = probe(context);
  started = performance.now();
  const imported = (await send(context, '/api/advance-report/xlsx/import', fields, csv)) as { batchId: number };
  const importMs = performance.now() - started;
  const probeDuringImport = await stopProbe();

  started = performance.now();
  const undone = await fetch(`${context.gateway.url}/api/advance-report/xlsx/undo`, {
    method: 'POST',
    headers: { cookie: context.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ operationId: crypto.randomUUID(), batchId: imported.batchId }),
  });
  if (!undone.ok) throw new Error(`undo: ${undone.status} ${await undone.text()}`);
  const undoMs = performance.now() - started;
  return {
    lines,
    previewMs: roundMs(previewMs),
    importMs: roundMs(importMs),
    undoMs: roundMs(undoMs),
    probeDuringImport,
  };
}
