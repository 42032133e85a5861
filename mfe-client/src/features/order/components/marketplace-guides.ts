import type { MarketplaceKey } from '@pvz/contracts/api/marketplaces';

/** What the instruction pages say for each marketplace. */
export interface MarketplaceGuide {
  key: MarketplaceKey;
  title: string;
  /** «на Ozon», «на Яндекс Маркете»: where one orders */
  onSite: string;
  /** «с Ozon», «с Яндекс Маркета»: where a product comes from */
  fromSite: string;
  /** /order/info/…: how to send us the product link for an order through the cabinet */
  linkSteps: string[];
  /** /order/independently/…: how to order by oneself to our receiving address */
  addressSteps: string[];
}

export const marketplaceGuides: readonly MarketplaceGuide[] = [
  {
    key: 'ozon',
    title: 'Ozon',
    onSite: 'на Ozon',
    fromSite: 'с Ozon',
    linkSteps: [
      'Откройте товар в приложении или на сайте Ozon.',
      'Нажмите «Поделиться» и выберите «Копировать ссылку» (подойдёт и короткая ссылка ozon.ru/t/…).',
      'Вставьте ссылку в корзину в личном кабинете и нажмите «Добавить».',
    ],
    addressSteps: [
      'Добавьте товары в корзину Ozon и перейдите к оформлению.',
      'В способе получения выберите «Пункт выдачи» и найдите наш пункт приёма — его адрес выше.',
      'Оплатите заказ на Ozon.',
      'Когда заказ придёт, в приложении появится штрих-код получения — отправьте его нам в разделе «Доставка по штрих-коду».',
    ],
  },
  {
    key: 'wb',
    title: 'Wildberries',
    onSite: 'на Wildberries',
    fromSite: 'с Wildberries',
    linkSteps: [
      'Откройте товар в приложении или на сайте Wildberries.',
      'Нажмите «Поделиться» → «Копировать ссылку» или скопируйте адрес страницы из браузера.',
      'Вставьте ссылку в корзину в личном кабинете, нажмите «Добавить» и выберите размер.',
    ],
    addressSteps: [
      'Добавьте товары в корзину Wildberries и нажмите «Перейти к оформлению».',
      'В способе доставки выберите «Пункт выдачи» и укажите наш пункт приёма — его адрес выше.',
      'Оплатите заказ на Wildberries.',
      'Когда заказ придёт, откройте QR-код для получения в приложении — отправьте его нам в разделе «Доставка по штрих-коду».',
    ],
  },
  {
    key: 'ym',
    title: 'Яндекс Маркет',
    onSite: 'на Яндекс Маркете',
    fromSite: 'с Яндекс Маркета',
    linkSteps: [
      'Откройте товар в приложении или на сайте Яндекс Маркета.',
      'Нажмите «Поделиться» и скопируйте ссылку на товар.',
      'Вставьте ссылку в корзину в личном кабинете и нажмите «Добавить».',
    ],
    addressSteps: [
      'Добавьте товары в корзину Яндекс Маркета и перейдите к оформлению.',
      'В способе получения выберите «Пункт выдачи» и укажите наш пункт приёма — его адрес выше.',
      'Оплатите заказ на Яндекс Маркете.',
      'Когда заказ придёт, откройте код получения в приложении — отправьте его нам в разделе «Доставка по штрих-коду».',
    ],
  },
];

export function guideOf(key: string | undefined): MarketplaceGuide | undefined {
  return marketplaceGuides.find((guide) => guide.key === key);
}
