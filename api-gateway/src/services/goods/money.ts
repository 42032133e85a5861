import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { barcodeMoney, purchaseMoney, type RowMoney, serviceMoney, shopMoney } from '@pvz/contracts/goods-money';
import type { SiteSettings } from '@pvz/contracts/settings';

/** The stored fields a row's money comes from. */
export interface MoneyFields {
  kind: GoodsKind;
  price_site: number;
  price_program: number;
  goods_value: number;
  prepayment: number;
  percent_bp: number;
  extra_income: number;
}

/** What a row owes and earns before hand-over, by its kind's formula (DOMAIN.md §1). */
export function rowMoney(fields: MoneyFields, settings: SiteSettings): RowMoney {
  const step = settings.cashRoundingStep;
  switch (fields.kind) {
    case 'purchase':
      return purchaseMoney(
        {
          priceSite: fields.price_site,
          percentBp: fields.percent_bp,
          prepayment: fields.prepayment,
          extraIncome: fields.extra_income,
        },
        step,
      );
    case 'barcode':
      return barcodeMoney(
        { declaredValue: fields.price_program, percentBp: fields.percent_bp, prepayment: fields.prepayment },
        step,
      );
    case 'service':
      return serviceMoney({ goodsValue: fields.goods_value, percentBp: fields.percent_bp });
    case 'shop':
      return shopMoney({ price: fields.price_site, prepayment: fields.prepayment });
  }
}
