/**
 * How each goods column's value is shown, filtered and exported. Money is integer kopecks in the
 * API and roubles on screen; references come as `{id, name}`; timestamps as ISO strings.
 */
export type ValueKind = 'text' | 'link' | 'money' | 'percent' | 'integer' | 'date' | 'ref' | 'flag' | 'outcome';

const valueKinds: Readonly<Record<string, ValueKind>> = {
  cell: 'integer',
  itemsCount: 'integer',
  prepayment: 'money',
  deliveredKGT: 'money',
  amountFromClient: 'money',
  profit: 'money',
  priceSite: 'money',
  priceProgram: 'money',
  percentClient: 'percent',
  dispatchPVZ: 'ref',
  orderPVZ: 'ref',
  marketplace: 'ref',
  orderAccount: 'ref',
  deliveredSC: 'date',
  deliveredPVZ: 'date',
  issued: 'date',
  createdAt: 'date',
  additionally: 'outcome',
  prepaid: 'flag',
  productLink: 'link',
};

export function valueKindOf(key: string): ValueKind {
  return valueKinds[key] ?? 'text';
}
