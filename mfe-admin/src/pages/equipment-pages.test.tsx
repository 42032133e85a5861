import { staffSignedIn } from '@pvz/api-client/session/session-slice';
import { createAppStore } from '@pvz/api-client/store';
import type { EquipmentAudit, EquipmentItem, EquipmentRecord } from '@pvz/contracts/api/equipment';
import { messages } from '@pvz/contracts/messages';
import { installMswServer, server } from '@pvz/jest-presets/msw-server';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { equipmentPageOf } from './equipment-pages';

installMswServer();
// the grid and the selects render slowly on the shared two-core machine
jest.setTimeout(60_000);

const uuid = /^[0-9a-f-]{36}$/;
const north = { id: 1, name: 'ПВЗ Север' };
const south = { id: 2, name: 'ПВЗ Юг' };

function item(id: number, fields: Partial<EquipmentItem> = {}): EquipmentItem {
  return {
    id,
    register: 'equipment',
    inventoryNumber: `ОБ-${String(id).padStart(6, '0')}`,
    name: `Принтер ${id}`,
    type: 'Принтер этикеток',
    serial: `SN-${id}`,
    state: 'ok',
    point: north,
    responsible: null,
    note: '',
    photoCount: 0,
    repairsCost: 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    decommissionedAt: null,
    decommissionReason: null,
    decommissionedBy: null,
    ...fields,
  };
}

const printer = item(12, { name: 'Принтер этикеток Xprinter', state: 'repair', repairsCost: 1_500_50 });
const scanner = item(13, { name: 'Сканер Honeywell', type: 'Сканер штрихкодов' });
const record: EquipmentRecord = {
  item: { ...printer, responsible: { id: 7, name: 'anna' } },
  photos: [],
  history: [
    {
      id: 3,
      kind: 'move',
      at: '2026-03-03T09:00:00.000Z',
      actor: 'manager',
      fromState: null,
      toState: null,
      fromPoint: south,
      toPoint: north,
      fromUser: null,
      toUser: null,
      cost: null,
      note: 'На замену',
    },
    {
      id: 2,
      kind: 'repair',
      at: '2026-03-02T09:00:00.000Z',
      actor: 'manager',
      fromState: null,
      toState: null,
      fromPoint: null,
      toPoint: null,
      fromUser: null,
      toUser: null,
      cost: 1_500_50,
      note: 'Замена головки',
    },
  ],
};

let listQueries: URLSearchParams[];
let posted: { url: string; body: unknown }[];

beforeEach(() => {
  listQueries = [];
  posted = [];
  const post = (path: string, answer: object) =>
    http.post(path, async ({ request }) => {
      posted.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(answer);
    });
  server.use(
    http.get('/api/reference/choices', () =>
      HttpResponse.json({ points: [north, south], sortingCenters: [], marketplaces: [], orderAccounts: [] }),
    ),
    http.get('/api/equipment/options', () =>
      HttpResponse.json({
        types: ['Принтер этикеток', 'Сканер штрихкодов'],
        people: [{ id: 7, name: 'anna', allPoints: false, pointIds: [1] }],
      }),
    ),
    http.get('/api/equipment/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const rows = [printer, scanner].filter((row) => !query.get('state') || row.state === query.get('state'));
      return HttpResponse.json({ rows, total: rows.length, byState: { ok: 1, repair: 1, faulty: 0 } });
    }),
    http.get('/api/equipment/record', () => HttpResponse.json(record)),
    post('/api/equipment/state', { message: 'Статус изменён: 2', changed: 2 }),
    post('/api/equipment/create', { message: messages.equipmentCreated, item: item(14) }),
    post('/api/equipment/repair', { message: messages.equipmentRepairSaved, item: printer }),
    post('/api/equipment/decommission', { message: 'Списано', changed: 1 }),
  );
});

function renderAt(at: string, level: 'read' | 'write' = 'write') {
  const store = createAppStore();
  store.dispatch(
    staffSignedIn({
      user: { id: 5, username: 'manager', role: 'ADMINISTRATOR', roleName: 'Управляющий' },
      access: { pages: { 'extra-equipment': level }, columns: {} },
      scope: { allPoints: false, pointIds: [1, 2], sortingCenterId: null, homePointId: 1 },
      session: { expiresAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: null, listKey: 'a2V5' },
    }),
  );
  const Page = equipmentPageOf('equipment');
  return renderWithProviders(null, { store, at, routes: [{ path: '/equipment/*', element: <Page /> }] });
}

/**
 * Typing as a person does: the page's scanner listener takes a burst of keys faster than 35 ms apart
 * for a scanned label (and undoes it in the field), so the form fields are typed at a person's pace.
 */
const typeSlowly = (element: HTMLElement, text: string) => userEvent.setup({ delay: 40 }).type(element, text);

const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;
const lastQuery = () => Object.fromEntries(listQueries.at(-1) ?? []);

describe('«Оборудование ПВЗ»', () => {
  it('lists the register with its states, and asks the gateway for a state filter', async () => {
    const { user } = renderAt('/equipment');
    const row = await rowOf('Принтер этикеток Xprinter');
    expect(within(row).getByRole('link', { name: 'ОБ-000012' })).toHaveAttribute('href', '/equipment/record/12');
    expect(within(row).getByText('Требуется ремонт')).toBeInTheDocument();
    expect(within(row).getByText('1 500,50 ₽')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ view: 'active', page: '0', pageSize: '25' });
    await user.click(screen.getByRole('button', { name: 'Требуется ремонт: 1' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ state: 'repair', page: '0' }));
    await user.click(screen.getByRole('combobox', { name: 'ПВЗ' }));
    await user.click(screen.getByRole('option', { name: 'ПВЗ Юг' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pointId: '2', state: 'repair' }));
  });

  it('changes the state of the rows chosen after the dialog that names them', async () => {
    const { user } = renderAt('/equipment');
    await user.click(within(await rowOf('Принтер этикеток Xprinter')).getByRole('checkbox'));
    await user.click(within(await rowOf('Сканер Honeywell')).getByRole('checkbox'));
    const actions = screen.getByRole('toolbar', { name: 'Действия с выбранным' });
    expect(actions).toHaveTextContent('Выбрано: 2');
    await user.click(within(actions).getByRole('button', { name: 'Сменить статус' }));
    const dialog = screen.getByRole('dialog', { name: 'Сменить статус' });
    expect(dialog).toHaveTextContent('Выбрано: 2. ОБ-000012 «Принтер этикеток Xprinter», ОБ-000013 «Сканер Honeywell»');
    await user.click(within(dialog).getByRole('combobox', { name: 'Новый статус' }));
    await user.click(screen.getByRole('option', { name: 'Неисправное' }));
    expect(within(dialog).getByText('Управляющие получат уведомление.')).toBeInTheDocument();
    await typeSlowly(within(dialog).getByRole('textbox', { name: 'Комментарий' }), 'Не включается{Enter}');
    expect(await screen.findByText('Статус изменён: 2')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        url: '/api/equipment/state',
        body: { operationId: expect.stringMatching(uuid), ids: [12, 13], state: 'faulty', note: 'Не включается' },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Действия с выбранным' })).not.toBeInTheDocument(),
    );
  });

  it('adds an item from a keyboard-first form and says what is missing in Russian', async () => {
    const { user } = renderAt('/equipment');
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая запись' });
    expect(within(dialog).getByRole('textbox', { name: 'Название' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText(messages.pointRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'ПВЗ' }));
    await user.click(screen.getByRole('option', { name: 'ПВЗ Север' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByText(messages.equipmentNameRequired)).toBeInTheDocument();
    await typeSlowly(within(dialog).getByRole('textbox', { name: 'Название' }), 'Принтер у кассы');
    await user.click(within(dialog).getByRole('combobox', { name: 'Тип' }));
    await user.click(screen.getByRole('option', { name: 'Принтер этикеток' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Ответственный' }));
    await user.click(screen.getByRole('option', { name: 'anna' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText(messages.equipmentCreated)).toBeInTheDocument();
    expect(posted[0]?.body).toEqual({
      operationId: expect.stringMatching(uuid),
      pointId: 1,
      state: 'ok',
      name: 'Принтер у кассы',
      type: 'Принтер этикеток',
      serial: '',
      responsibleId: 7,
      note: '',
    });
  });

  it('opens the card of a scanned label', async () => {
    const { user, router } = renderAt('/equipment');
    await rowOf('Принтер этикеток Xprinter');
    await user.type(
      screen.getByRole('textbox', { name: 'Штрихкод или QR-код' }),
      'https://darom.pro/equipment/record/12{Enter}',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/equipment/record/12'));
    expect(await screen.findByRole('heading', { name: 'ОБ-000012 «Принтер этикеток Xprinter»' })).toBeInTheDocument();
  });

  it('shows a reader the card, its history and its 58×40 label with its own URL, and no actions', async () => {
    renderAt('/equipment/record/12', 'read');
    const card = await screen.findByRole('region', { name: 'Карточка' });
    expect(within(card).getByText('anna')).toBeInTheDocument();
    expect(within(card).getByText('ПВЗ Север')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'История' });
    expect(within(history).getByText('Перемещено: ПВЗ Юг → ПВЗ Север')).toBeInTheDocument();
    expect(within(history).getByText('Ремонт на 1 500,50 ₽')).toBeInTheDocument();
    const label = screen.getByRole('figure', { name: 'Этикетка' });
    expect(label).toHaveTextContent('ОБ-000012');
    expect(await within(label).findByRole('img', { name: 'QR-код карточки' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Печать этикетки' })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Действия' })).not.toBeInTheDocument();
  });

  it('logs a repair typed in roubles as kopecks, and asks a reason before a decommissioning', async () => {
    const { user } = renderAt('/equipment/record/12');
    const actions = await screen.findByRole('toolbar', { name: 'Действия' });
    await user.click(within(actions).getByRole('button', { name: 'Ремонт' }));
    const repair = screen.getByRole('dialog', { name: 'Ремонт' });
    await typeSlowly(within(repair).getByRole('textbox', { name: 'Стоимость, ₽' }), 'сто');
    await user.click(within(repair).getByRole('button', { name: 'Записать' }));
    expect(within(repair).getByText(messages.equipmentCostInvalid)).toBeInTheDocument();
    await user.clear(within(repair).getByRole('textbox', { name: 'Стоимость, ₽' }));
    await typeSlowly(within(repair).getByRole('textbox', { name: 'Стоимость, ₽' }), '1 500,50');
    // the item needs repair: the repair most likely fixed it
    expect(within(repair).getByRole('checkbox', { name: 'Исправно после ремонта' })).toBeChecked();
    await typeSlowly(within(repair).getByRole('textbox', { name: 'Что сделано' }), 'Головка{Enter}');
    expect(await screen.findByText(messages.equipmentRepairSaved)).toBeInTheDocument();
    expect(posted.at(-1)?.body).toEqual({
      operationId: expect.stringMatching(uuid),
      id: 12,
      cost: 1_500_50,
      note: 'Головка',
      fixed: true,
    });

    await user.click(within(actions).getByRole('button', { name: 'Списать' }));
    const end = screen.getByRole('dialog', { name: 'Списать' });
    expect(end).toHaveTextContent('Списание окончательно');
    await user.keyboard('{Enter}');
    expect(within(end).getByText(messages.equipmentReasonRequired)).toBeInTheDocument();
    await typeSlowly(within(end).getByRole('textbox', { name: 'Причина списания' }), 'Не подлежит ремонту{Enter}');
    expect(await screen.findByText('Списано')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({
      url: '/api/equipment/decommission',
      body: { operationId: expect.stringMatching(uuid), ids: [12], reason: 'Не подлежит ремонту' },
    });
  });

  it('audits a point by scanning: found, missing and not ours', async () => {
    const audit: EquipmentAudit = {
      found: [
        {
          id: 12,
          inventoryNumber: 'ОБ-000012',
          name: 'Принтер этикеток Xprinter',
          type: 'Принтер этикеток',
          state: 'repair',
        },
      ],
      missing: [
        { id: 13, inventoryNumber: 'ОБ-000013', name: 'Сканер Honeywell', type: 'Сканер штрихкодов', state: 'ok' },
      ],
      notOurs: [{ id: 20, reason: 'other-point', inventoryNumber: 'ОБ-000020', name: 'Весы', point: south }],
      unknown: [99],
    };
    let asked: unknown;
    server.use(
      http.post('/api/equipment/audit', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(audit);
      }),
    );
    const { user } = renderAt('/equipment/audit?pvz=1');
    const field = await screen.findByRole('textbox', { name: 'Штрихкод или QR-код' });
    await waitFor(() => expect(field).toBeEnabled());
    for (const code of [
      'https://darom.pro/equipment/record/12',
      'https://darom.pro/equipment/record/20',
      '/equipment/record/99',
      'https://darom.pro/equipment/record/12',
    ])
      await user.type(field, `${code}{Enter}`);
    expect(screen.getByRole('status')).toHaveTextContent('№12: уже отсканировано');
    await user.type(field, '1/123{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(messages.equipmentLabelExpected);
    expect(screen.getByText('Отсканировано: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    const missing = await screen.findByRole('region', { name: 'Не найдено' });
    expect(missing).toHaveTextContent('ОБ-000013 «Сканер Honeywell»');
    const notOurs = screen.getByRole('region', { name: 'Не наше' });
    expect(notOurs).toHaveTextContent('числится на другом ПВЗ: ПВЗ Юг');
    expect(notOurs).toHaveTextContent('Запись №99');
    expect(screen.getByRole('region', { name: 'Найдено' })).toHaveTextContent('Найдено: 1');
    expect(asked).toEqual({ pointId: 1, ids: [12, 20, 99] });
  });
});
