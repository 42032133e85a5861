import { kopecksToRublesInput, rublesToKopecks } from '@pvz/contracts/money';
import type { SiteSettings } from '@pvz/contracts/settings';

type Kind = 'text' | 'phones' | 'money' | 'whole' | 'percent';

export interface SettingsField {
  /** a settings key, or `defaultPercents.<kind>` */
  path: string;
  label: string;
  kind: Kind;
}

export const settingsSections: { title: string; fields: SettingsField[] }[] = [
  {
    title: 'Сайт',
    fields: [
      { path: 'siteTitle', label: 'Название сайта', kind: 'text' },
      { path: 'orderAddress', label: 'Адрес, куда заказывать', kind: 'text' },
      { path: 'contactPhones', label: 'Телефоны для связи (через запятую)', kind: 'phones' },
    ],
  },
  {
    title: 'Деньги',
    fields: [
      { path: 'refusalFee', label: 'Плата за отказ от товара, ₽', kind: 'money' },
      { path: 'cashRoundingStep', label: 'Округление наличных при выдаче, ₽', kind: 'money' },
      { path: 'referralBonus', label: 'Бонус за приглашённого друга, ₽', kind: 'money' },
      { path: 'referralThreshold', label: 'Выданные заказы друга для бонуса, ₽', kind: 'money' },
    ],
  },
  {
    title: 'Проценты',
    fields: [
      { path: 'defaultPercents.purchase', label: 'По умолчанию: товары клиентов, %', kind: 'percent' },
      { path: 'defaultPercents.barcode', label: 'По умолчанию: доставка по штрих-коду, %', kind: 'percent' },
      { path: 'defaultPercents.service', label: 'По умолчанию: доставка и сортировка, %', kind: 'percent' },
      { path: 'partnerPercent', label: 'Доход партнёрского ПВЗ, %', kind: 'percent' },
      { path: 'managerPercent', label: 'Доход регионального менеджера, %', kind: 'percent' },
    ],
  },
  {
    title: 'Сроки',
    fields: [
      { path: 'waitingDays', label: '«Долго в пути» — не дошёл до СЦ за, дней', kind: 'whole' },
      { path: 'expiredDays', label: '«Истекает срок» — лежит на ПВЗ, дней', kind: 'whole' },
      { path: 'expiredWarningDays', label: 'Напомнить клиенту через, дней', kind: 'whole' },
      { path: 'prepaidSwitchDays', label: 'Постоплата становится предоплатой через, дней', kind: 'whole' },
      { path: 'issuedVisibleHours', label: 'Выданные уходят из рабочих списков через, часов', kind: 'whole' },
      { path: 'barcodeCancelHours', label: 'Доставка по штрих-коду отменяется без забора через, часов', kind: 'whole' },
      { path: 'refundsVisibleDays', label: 'Проверенные возвраты видны, дней', kind: 'whole' },
    ],
  },
  {
    title: 'ПВЗ',
    fields: [{ path: 'newPointCells', label: 'Ячеек у нового ПВЗ', kind: 'whole' }],
  },
];

const fields = settingsSections.flatMap((section) => section.fields);
type Texts = Record<string, string>;

function read(settings: SiteSettings, path: string): unknown {
  const [head, tail] = path.split('.') as [keyof SiteSettings, string | undefined];
  const value = settings[head];
  return tail ? (value as Record<string, unknown>)[tail] : value;
}

/** The form's texts of saved settings. */
export function toTexts(settings: SiteSettings): Texts {
  return Object.fromEntries(
    fields.map((field) => {
      const value = read(settings, field.path);
      if (field.kind === 'money') return [field.path, kopecksToRublesInput(value as number)];
      if (field.kind === 'phones') return [field.path, (value as string[]).join(', ')];
      return [field.path, String(value).replace('.', field.kind === 'percent' ? ',' : '.')];
    }),
  );
}

/** Settings from the form's texts; what cannot be read becomes a value the shared check refuses. */
export function fromTexts(texts: Texts, base: SiteSettings): SiteSettings {
  const settings: SiteSettings = { ...base, defaultPercents: { ...base.defaultPercents } };
  for (const field of fields) {
    const text = texts[field.path] ?? '';
    let value: unknown;
    if (field.kind === 'money') value = rublesToKopecks(text) ?? -1;
    else if (field.kind === 'phones')
      value = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    else if (field.kind === 'text') value = text;
    else {
      const number = Number(text.replace(',', '.').trim());
      value = text.trim() === '' || Number.isNaN(number) ? -1 : number;
    }
    const [head, tail] = field.path.split('.') as [keyof SiteSettings, string | undefined];
    if (tail) (settings.defaultPercents as Record<string, unknown>)[tail] = value;
    else (settings as Record<string, unknown>)[head] = value;
  }
  return settings;
}
