/** Messages of the client cabinet: marketplace product lookups (fetch-site*) and the cart. Part of `messages` (../messages.ts). */
export const marketplaceMessages = {
  productLinkInvalid: 'Ссылка не похожа на ссылку на товар Ozon, Wildberries или Яндекс Маркета',
  productLinkWrongMarketplace: 'Это ссылка на товар другого маркетплейса',
  productLinkInsecure: 'Нужна ссылка на сайт маркетплейса, начинающаяся с https://',
  productNotFound: 'Не удалось найти товар по ссылке. Проверьте ссылку',
  productUnreadable: 'Не удалось получить название и цену товара с сайта маркетплейса. Попробуйте позже',
  marketplaceUnavailable: 'Сайт маркетплейса не ответил. Попробуйте позже',
  cartEmpty: 'Добавьте в корзину хотя бы один товар',
  cartTooLarge: 'В одном заказе можно оформить не больше 20 товаров',
  sizeRequired: 'Выберите размер товара',
  sizeUnavailable: 'Этого размера нет в наличии',
  orderPointUnknown: 'Выберите пункт выдачи из списка',
  orderPlaced: 'Заказ оформлен! Следите за ним в разделе «Мои заказы»',
} as const;
