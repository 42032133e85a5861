import { expect, test } from './fixtures.js';
import { acceptCookies, answerAboutMe, confirmRegistrationBySms, signOut, snapshot, toast } from './helpers.js';

const phone = '+7 912 000-11-22';

test('a client registers, lands in the cabinet, signs out and signs in again', async ({ page }) => {
  await page.goto('/auth/register');
  await acceptCookies(page);
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByLabel('Имя и фамилия').fill('Анна Смирнова');
  await page.getByLabel('Пароль', { exact: true }).fill('secret1');
  await page.getByLabel('Повтор пароля').fill('secret2');
  await page.getByLabel('Согласен с политикой обработки персональных данных').check();
  await page.getByLabel('Согласен с политикой конфиденциальности').check();
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText('Пароль и повтор пароля не совпадают')).toBeVisible();
  await snapshot(page, 'client-register-mismatch');

  await page.getByLabel('Повтор пароля').fill('secret1');
  await confirmRegistrationBySms(page, '+79120001122');
  await toast(page, 'Вы успешно зарегистрированы!');
  await expect(page).toHaveURL(/\/client\/main$/);
  await answerAboutMe(page);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Анна Смирнова!' })).toBeVisible();
  await expect(page.getByText('Ваш номер: +79120001122')).toBeVisible();
  await snapshot(page, 'client-main');

  await signOut(page);
  await expect(page).toHaveURL(/\/auth\/client\/login$/);

  await page.getByLabel('Номер телефона').fill('89120001122');
  await page.getByLabel('Пароль').fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await toast(page, 'Неверный номер телефона или пароль');

  await page.getByLabel('Пароль').fill('secret1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/client\/main$/);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Анна Смирнова!' })).toBeVisible();
});

test('a phone that is already registered is refused in the spec words', async ({ page }) => {
  await page.goto('/auth/register-2');
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByLabel('Имя и фамилия').fill('Другой человек');
  await page.getByLabel('Пароль', { exact: true }).fill('secret9');
  await page.getByLabel('Повтор пароля').fill('secret9');
  await page.getByLabel('Согласен с политикой обработки персональных данных').check();
  await page.getByLabel('Согласен с политикой конфиденциальности').check();
  await page.getByRole('button', { name: 'Получить код' }).click();
  await toast(page, 'Произошла ошибка при создании аккаунта! Номер уже зарегистрирован!');
  await expect(page).toHaveURL(/\/auth\/register-2$/);
});

test('the cabinet works on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/client');
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByLabel('Пароль').fill('secret1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Анна Смирнова!' })).toBeVisible();
  await snapshot(page, 'client-main-phone');
});
