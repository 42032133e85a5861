import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { CategoryRule, StatementPreview } from '@pvz/contracts/api/statements';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import StatementImportPage from './statement-import-page';

installMswServer();

const line = (fingerprint: string, status: 'new' | 'duplicate' | 'possible', amount: number, row: number) => ({
  fingerprint,
  row,
  day: '2026-11-10',
  amount,
  direction: 'out' as const,
  counterparty: 'ООО "Связь"',
  inn: '7707049388',
  purpose: 'Интернет',
  document: '201',
  status,
  similarTo: status === 'possible' ? 'a' : null,
  categoryId: null,
});
const preview: StatementPreview = {
  format: 'csv',
  headers: ['Дата операции', 'Сумма', 'Контрагент'],
  mapping: {
    date: 'Дата операции',
    amount: 'Сумма',
    debit: '',
    credit: '',
    counterparty: 'Контрагент',
    inn: '',
    account: '',
    purpose: '',
    document: '',
  },
  lines: [line('a', 'new', 3500_00, 5), line('b', 'duplicate', 750_00, 6), line('c', 'possible', 3500_00, 7)],
  unreadable: [9],
  balances: null,
};

let sent: { url: string; fields: Record<string, string> }[];
let rules: CategoryRule[];

beforeEach(() => {
  sent = [];
  rules = [];
  const remember = (url: string, reply: object) =>
    http.post(url, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        fields[key] = String(value);
      });
      sent.push({ url, fields });
      return HttpResponse.json(reply);
    });
  server.use(
    http.get('/api/advance-report/banks', () =>
      HttpResponse.json({ banks: [{ id: 2, name: 'Сбер', isMain: true, balance: 100_000_00 }] }),
    ),
    http.get('/api/advance-report/xlsx/batches', () => HttpResponse.json({ batches: [] })),
    http.get('/api/advance-report/xlsx/rules', () => HttpResponse.json({ rules })),
    http.post('/api/advance-report/xlsx/rules/create', async ({ request }) => {
      const body = (await request.json()) as { match: 'inn' | 'keyword'; pattern: string; categoryId: number };
      sent.push({
        url: '/api/advance-report/xlsx/rules/create',
        fields: { ...body, categoryId: String(body.categoryId) },
      });
      rules = [
        ...rules,
        {
          id: 2,
          match: body.match,
          pattern: body.pattern,
          category: { id: 7, name: 'Расходники для ПВЗ' },
          createdAt: '',
        },
      ];
      return HttpResponse.json({ message: messages.statementRuleCreated, rules });
    }),
    http.get('/api/reference/choices', () =>
      HttpResponse.json({
        points: [],
        sortingCenters: [],
        marketplaces: [],
        orderAccounts: [],
        categories: [{ id: 7, name: 'Расходники для ПВЗ', withoutPoint: false }],
        companies: [],
      }),
    ),
    remember('/api/advance-report/xlsx/preview', preview),
    remember('/api/advance-report/xlsx/import', {
      message: messages.statementImported,
      batchId: 1,
      imported: 2,
      skipped: 1,
    }),
  );
});

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 1, username: 'admin', role: 'ADMIN', roleName: 'Директор' },
      access: { pages: { 'finance-statement-import': 'write' }, columns: {} },
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  return renderWithProviders(null, {
    store,
    at: '/advance-report/xlsx',
    routes: [{ path: '/advance-report/xlsx', element: <StatementImportPage /> }],
  });
}

describe('«Загрузка выписки»', () => {
  it('previews a file for the main bank, imports the new lines and the possible duplicate ticked', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Банк' })).toHaveTextContent('Сбер'));
    const file = new File(['Дата операции;Сумма\n'], 'tbank.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Выбрать файл выписки'), file);

    expect(await screen.findByText('Новая: 1')).toBeVisible();
    expect(screen.getByText('Возможный дубль: 1')).toBeVisible();
    expect(screen.getByText(/Не прочитаны строки файла .*: 9/)).toBeVisible();
    expect(sent[0]?.url).toBe('/api/advance-report/xlsx/preview');
    expect(sent[0]?.fields).toEqual({ bankId: '2', file: expect.any(String) });

    await user.click(screen.getByRole('checkbox', { name: 'Загрузить строку 7' }));
    // money out needs its category before anything is imported
    expect(screen.getByRole('button', { name: 'Загрузить строк: 2' })).toBeDisabled();
    expect(screen.getByText('Выберите статью расхода для списаний без статьи: 2')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Статья для остальных списаний' }));
    await user.click(screen.getByRole('option', { name: 'Расходники для ПВЗ' }));
    await user.click(screen.getByRole('button', { name: 'Загрузить строк: 2' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.url).toBe('/api/advance-report/xlsx/import');
    expect(JSON.parse(sent[1]?.fields.decisions ?? '')).toEqual({ include: ['c'], categories: { a: 7, c: 7 } });
    expect(JSON.parse(sent[1]?.fields.mapping ?? '')).toEqual(preview.mapping);
    expect(await screen.findByText(`${messages.statementImported}: строк 2, пропущено 1`)).toBeInTheDocument();
  });

  it('shows the gateway’s refusal of a file that is no statement', async () => {
    server.use(
      http.post('/api/advance-report/xlsx/preview', () =>
        HttpResponse.json({ error: messages.statementUnreadable, code: 'BAD_REQUEST' }, { status: 400 }),
      ),
    );
    const { user } = renderPage();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Банк' })).toHaveTextContent('Сбер'));
    // the file picker offers statements only; one that is none gets the gateway's word
    await user.upload(screen.getByLabelText('Выбрать файл выписки'), new File(['x'], 'photo.csv'));
    expect(await screen.findByText(messages.statementUnreadable)).toBeVisible();
    expect(within(screen.getByRole('grid')).getByText('Выписок ещё не загружали')).toBeInTheDocument();
  });

  it('saves a category rule and reads the file on screen again with it', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Банк' })).toHaveTextContent('Сбер'));
    await user.upload(screen.getByLabelText('Выбрать файл выписки'), new File(['x'], 'tbank.csv'));
    expect(await screen.findByText('Новая: 1')).toBeVisible();
    const panel = screen.getByRole('region', { name: 'Правила статей' });
    await user.click(within(panel).getByRole('button', { name: /Правила статей расхода: 0/ }));
    await user.type(within(panel).getByLabelText('ИНН'), '7707049388');
    await user.click(within(panel).getByRole('combobox', { name: 'Статья расхода' }));
    await user.click(screen.getByRole('option', { name: 'Расходники для ПВЗ' }));
    await user.click(within(panel).getByRole('button', { name: 'Добавить правило' }));
    expect(await within(panel).findByText('ИНН контрагента: 7707049388')).toBeVisible();
    await waitFor(() =>
      expect(sent.map((item) => item.url)).toEqual([
        '/api/advance-report/xlsx/preview',
        '/api/advance-report/xlsx/rules/create',
        '/api/advance-report/xlsx/preview',
      ]),
    );
    expect(sent[1]?.fields).toEqual(expect.objectContaining({ match: 'inn', pattern: '7707049388', categoryId: '7' }));
  });
});
