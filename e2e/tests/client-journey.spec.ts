import { expect, test } from './fixtures.js';
import {
  acceptCookies,
  admin,
  answerAboutMe,
  confirmRegistrationBySms,
  registerByApi,
  signInStaff,
  toast,
} from './helpers.js';

/**
 * The client's whole first visit on a phone: a friend's referral link → registration → the documents
 * accepted → two products from the saved marketplace pages (e2e/fakes) ordered → both in «Мои заказы»
 * with the pickup QR; the inviter sees the friend.
 */

const phoneScreen = { width: 390, height: 844 };
const inviter = { phoneNumber: '+79167770001', fio: 'Инна Пригласившая', password: 'secret-inviter' };
const friend = { phoneNumber: '+79167770002', fio: 'Пётр Новый', password: 'secret-friend' };

test('a friend registers from a referral link, accepts the documents, orders two items and sees them with the QR', async ({
  page,
  browser,
}) => {
  // A point to order to, made by the director.
  const staff = await browser.newContext();
  const director = await staff.newPage();
  await signInStaff(director, admin.username, admin.password);
  const point = await director.request.post('/api/reference/points/create', {
    data: {
      item: { name: 'ПВЗ у вокзала', address: 'пл. Вокзальная, 1', latitude: null, longitude: null, isPartner: false },
    },
  });
  expect(point.status()).toBe(200);
  await staff.close();

  // The inviter's own link, as /client/referral shows it.
  const inviterContext = await browser.newContext();
  const inviterApi = inviterContext.request;
  expect(await registerByApi(inviterApi, inviter)).toBe(200);
  await inviterApi.post('/api/public/login-client', { data: { ...inviter, isForeignDevice: false } });
  const { link } = await (await inviterApi.get('/api/clients/referral-link')).json();
  const invitation = new URL(link);

  await page.setViewportSize(phoneScreen);
  await page.goto(`${invitation.pathname}${invitation.search}`);
  await acceptCookies(page);
  await expect(page.getByText('Вас пригласил друг')).toBeVisible();
  await page.getByLabel('Номер телефона').fill('8 916 777-00-02');
  await page.getByLabel('Имя и фамилия').fill(friend.fio);
  await page.getByLabel('Пароль', { exact: true }).fill(friend.password);
  await page.getByLabel('Повтор пароля').fill(friend.password);
  await page.getByLabel('Согласен с политикой обработки персональных данных').check();
  await page.getByLabel('Согласен с политикой конфиденциальности').check();
  await confirmRegistrationBySms(page, '+79167770002');
  await toast(page, 'Вы успешно зарегистрированы!');
  await expect(page).toHaveURL(/\/client\/main$/);

  await answerAboutMe(page, '41');

  // The cart, from the bottom bar.
  await page
    .getByRole('navigation', { name: 'Разделы кабинета внизу' })
    .getByRole('link', { name: 'Заказать' })
    .click();
  await page.getByRole('link', { name: 'Перейти в корзину' }).click();
  const linkField = page.getByLabel('Ссылка на товар');
  const cart = page.getByRole('list', { name: 'Корзина' });
  await linkField.fill('https://www.wildberries.ru/catalog/178614735/detail.aspx');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(cart.getByText('Befree / Футболка оверсайз из хлопка')).toBeVisible();
  await linkField.fill('https://ozon.ru/t/Xy7Zq1');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(cart.getByText('Кроссовки Nike Air Zoom Pegasus 40')).toBeVisible();
  await cart.getByRole('combobox', { name: 'Размер' }).click();
  await page.getByRole('option', { name: 'M (46-48)' }).click();
  await page.getByRole('combobox', { name: 'Пункт выдачи' }).click();
  await page.getByRole('option', { name: /ПВЗ у вокзала/ }).click();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();

  await expect(page).toHaveURL(/\/client\/my-orders$/);
  const ours = page.getByRole('region', { name: 'Заказы через нас' });
  await expect(ours.getByText('Befree / Футболка оверсайз из хлопка, размер M')).toBeVisible();
  await expect(ours.getByText('Кроссовки Nike Air Zoom Pegasus 40')).toBeVisible();
  // 899 ₽ and 8 990 ₽ with 10 %, each rounded to the cash step: 990 ₽ + 9 890 ₽
  await expect(ours).toContainText(/Оставшаяся сумма к оплате\s*10\s880\s₽/);
  await expect(ours.getByRole('listitem').first()).toContainText('ПВЗ у вокзала, пл. Вокзальная, 1');
  await expect(page.getByRole('img', { name: 'QR-код для получения' })).toBeVisible();
  await page.screenshot({ path: '/tmp/journey-my-orders.png', fullPage: true });

  // The inviter sees the friend.
  const referrals = await (await inviterApi.get('/api/clients/my-referrals')).json();
  expect(JSON.stringify(referrals)).toContain(friend.fio);
  await inviterContext.close();
});
