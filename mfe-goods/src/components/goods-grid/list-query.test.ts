import { listQueryOf } from './list-query';

const base = { view: 'work' as const, pagination: { page: 2, pageSize: 50 }, sort: [], filter: { items: [] } };

describe('list query of the grid', () => {
  it('sends the page, the view and the point, and nothing that is not set', () => {
    expect(listQueryOf({ ...base, pvzId: 7 })).toEqual({ pvzId: 7, view: 'work', page: 2, pageSize: 50 });
  });

  it('turns sort, quick search, status and column filters into the gateway parameters', () => {
    const query = listQueryOf({
      ...base,
      sort: [{ field: 'priceSite', sort: 'desc' }],
      filter: {
        items: [
          { id: 1, field: 'prepayment', operator: '>=', value: 1500.5 },
          { id: 2, field: 'status', operator: 'is', value: 'at-point' },
          { id: 3, field: 'dispatchPVZ', operator: 'isAnyOf', value: [3, '4'] },
          { id: 4, field: 'issued', operator: 'after', value: new Date('2026-11-21T09:00:00.000Z') },
          { id: 5, field: 'prepaid', operator: 'is', value: 'true' },
          { id: 6, field: 'name', operator: 'contains', value: '' },
          { id: 7, field: 'notation', operator: 'isEmpty' },
          { id: 8, field: 'percentClient', operator: '=', value: 7.5 },
          { id: 9, field: 'marketplace', operator: 'is', value: 4 },
        ],
        quickFilterValues: ['Иван', '1234'],
      },
    });
    expect(query).toMatchObject({ sort: 'priceSite', order: 'desc', q: 'Иван 1234', status: 'at-point' });
    expect(JSON.parse(query.filters ?? '[]')).toEqual([
      { field: 'prepayment', operator: '>=', value: 150050 },
      { field: 'dispatchPVZ', operator: 'isAnyOf', value: [3, 4] },
      { field: 'issued', operator: 'after', value: '2026-11-21T09:00:00.000Z' },
      { field: 'prepaid', operator: 'is', value: true },
      { field: 'notation', operator: 'isEmpty' },
      { field: 'percentClient', operator: '=', value: 7.5 },
      { field: 'marketplace', operator: 'isAnyOf', value: [4] },
    ]);
  });
});
