/**
 * The goods kinds and the columns of each, the unit of column-level access (LEGACY-NOTES §5.2).
 * A role (or a user's override) gives each column one level: hidden, read or write. A hidden column
 * is absent from every answer; a write to a column below `write` is refused.
 */

export type GoodsKind = 'purchase' | 'barcode' | 'service' | 'shop';
export type ColumnLevel = 'hidden' | 'read' | 'write';

export interface GoodsKindInfo {
  kind: GoodsKind;
  title: string;
  columns: readonly { key: string; title: string }[];
}

const common = {
  cell: 'Ячейка',
  fromName: 'Телефон клиента',
  name: 'Имя',
  notation: 'Примечание',
  prepayment: 'Предоплата',
  percentClient: 'Процент с клиента',
  deliveredKGT: 'Дополнительный доход',
  amountFromClient: 'Сумма с клиента',
  profit: 'Доход',
  dispatchPVZ: 'Отправка в ПВЗ',
  orderPVZ: 'Заказано на СЦ',
  deliveredSC: 'Доставлено на СЦ',
  deliveredPVZ: 'Доставлено на ПВЗ',
  issued: 'Выдан клиенту',
  additionally: 'Дополнительно (оплата, отказ)',
  clientLink: 'Ссылка клиента',
} as const;

/** The steps of a refused parcel's return (LEGACY-NOTES §2.5), in every kind that can be refused. */
const returns = {
  shipped: 'Отправлено',
  verified: 'Проверено',
  priceRefund: 'Стоимость возврата',
} as const;

/** A barcode delivery earns only its percentage: no extra income. */
const { deliveredKGT: _, ...withoutExtraIncome } = common;

function columns(entries: Record<string, string>) {
  return Object.entries(entries).map(([key, title]) => ({ key, title }));
}

export const goodsKinds: readonly GoodsKindInfo[] = [
  {
    kind: 'purchase',
    title: 'Товары клиентов',
    columns: columns({
      ...common,
      productLink: 'Ссылка на товар',
      productName: 'Название товара',
      marketplace: 'Маркетплейс',
      priceSite: 'Стоимость сайт',
      orderAccount: 'Аккаунт заказа',
      prepaid: 'Предоплачен (dp)',
      ...returns,
    }),
  },
  {
    kind: 'barcode',
    title: 'Доставка по штрих-коду (QR)',
    columns: columns({
      ...withoutExtraIncome,
      marketplace: 'Маркетплейс',
      itemsCount: 'Количество товаров',
      priceProgram: 'Стоимость выкупа товара',
      ...returns,
    }),
  },
  {
    kind: 'service',
    title: 'Доставка и сортировка',
    columns: columns({
      name: common.name,
      fromName: common.fromName,
      nameOfAction: 'Действие',
      purchaseOfGoods: 'Стоимость товаров',
      percentClient: common.percentClient,
      amountFromClient: common.amountFromClient,
      profit: common.profit,
      dispatchPVZ: common.dispatchPVZ,
      orderPVZ: common.orderPVZ,
      sorted: 'Отсортировано',
      paid: 'Оплачено',
      additionally: common.additionally,
      clientLink: common.clientLink,
    }),
  },
  {
    kind: 'shop',
    title: 'Магазин',
    columns: columns({
      cell: common.cell,
      fromName: common.fromName,
      name: common.name,
      productName: 'Название товара',
      notation: common.notation,
      priceSite: 'Цена магазина',
      prepayment: common.prepayment,
      amountFromClient: common.amountFromClient,
      profit: common.profit,
      dispatchPVZ: common.dispatchPVZ,
      deliveredSC: common.deliveredSC,
      deliveredPVZ: common.deliveredPVZ,
      issued: common.issued,
      additionally: common.additionally,
      clientLink: common.clientLink,
      ...returns,
    }),
  },
];

export const goodsKindKeys: readonly GoodsKind[] = goodsKinds.map((info) => info.kind);

export function columnsOf(kind: GoodsKind): readonly { key: string; title: string }[] {
  return goodsKinds.find((info) => info.kind === kind)?.columns ?? [];
}
