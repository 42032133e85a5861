import { columnsOf } from '@pvz/contracts/goods-columns';
import { goodsColumnsOf } from './goods-columns';

const readAll = Object.fromEntries(columnsOf('purchase').map(({ key }) => [key, 'read' as const]));

describe('the columns of a goods table', () => {
  it('lead with the cell, the product, its price and marketplace, then whose it is', () => {
    const keys = goodsColumnsOf('purchase', readAll).map((column) => column.key);
    expect(keys.slice(0, 9)).toEqual([
      'id',
      'status',
      'cell',
      'productName',
      'priceSite',
      'marketplace',
      'fromName',
      'name',
      'amountFromClient',
    ]);
    expect(keys.at(-1)).toBe('createdAt');
  });

  it('leave out what the user may not see, keeping the order of the rest', () => {
    const keys = goodsColumnsOf('purchase', { ...readAll, priceSite: 'hidden' }).map((column) => column.key);
    expect(keys).not.toContain('priceSite');
    expect(keys.slice(2, 5)).toEqual(['cell', 'productName', 'marketplace']);
  });
});
