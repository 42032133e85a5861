import type { GridColDef } from '@mui/x-data-grid';
import type { Choices } from '@pvz/api-client/reference-choices';
import type { ReferenceEntity, ReferenceInput, ReferenceItem } from '@pvz/contracts/api/reference';
import type { PageKey } from '@pvz/contracts/pages';
import type { ComponentType } from 'react';
import { PickOnMapButton } from './components/pick-on-map-button';

/** A form field of a reference row: what it holds decides how its text becomes a value. */
interface FieldConfig {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'list' | 'checkbox' | 'select';
  helper?: string;
  /** a select's options, after «Нет»: one of the pickers' lists */
  options?: keyof Choices;
  /** drawn under the field: another way to fill the form than typing, e.g. picking a place on a map */
  addon?: ComponentType<FieldAddonProps>;
}

/** What a field's addon gets: the form's values and a way to change some of them. */
export interface FieldAddonProps {
  values: FormValues;
  onChange(changed: FormValues): void;
}

export interface EntityConfig {
  entity: ReferenceEntity;
  page: PageKey;
  title: string;
  /** «Новый …» in the create dialog */
  newTitle: string;
  /** the grid's columns; names of chosen rows come from the pickers' lists */
  columns(choices: Choices): GridColDef[];
  fields: FieldConfig[];
  /** how a row is named in the delete confirmation */
  nameOf(item: ReferenceItem<ReferenceEntity>): string;
}

export type FormValues = Record<string, string | boolean>;

/** Whether the list's form or grid names rows of the pickers' lists. */
export const usesChoices = (config: EntityConfig) => config.fields.some((field) => field.kind === 'select');

const name: FieldConfig = { key: 'name', label: 'Название', kind: 'text' };
const address: FieldConfig = { key: 'address', label: 'Адрес', kind: 'text' };
const nameColumn: GridColDef = { field: 'name', headerName: 'Название', flex: 1, minWidth: 180 };
const addressColumn: GridColDef = { field: 'address', headerName: 'Адрес', flex: 2, minWidth: 220 };
const latitude: FieldConfig = { key: 'latitude', label: 'Широта', kind: 'number', helper: 'Например, 47.0951' };
const longitude: FieldConfig = { key: 'longitude', label: 'Долгота', kind: 'number', helper: 'Например, 37.5413' };
const hours: FieldConfig = { key: 'hours', label: 'Часы работы', kind: 'text', helper: 'Например, Пн–Вс 10:00–21:00' };
const coordinatesColumn: GridColDef = {
  field: 'coordinates',
  headerName: 'Координаты',
  width: 170,
  sortable: false,
  valueGetter: (_value, row) => (row.latitude == null ? '' : `${row.latitude}, ${row.longitude}`),
};
const named = (item: ReferenceItem<ReferenceEntity>) => ('name' in item ? item.name : String(item.id));

function namedPlaces(entity: ReferenceEntity, page: PageKey, title: string, newTitle: string): EntityConfig {
  return {
    entity,
    page,
    title,
    newTitle,
    columns: () => [nameColumn, addressColumn, coordinatesColumn],
    fields: [name, address, latitude, longitude],
    nameOf: named,
  };
}

export const entityConfigs: Record<ReferenceEntity, EntityConfig> = {
  points: {
    entity: 'points',
    page: 'admin-pvz',
    title: 'ПВЗ',
    newTitle: 'Новый ПВЗ',
    columns: (choices) => [
      nameColumn,
      addressColumn,
      coordinatesColumn,
      { field: 'hours', headerName: 'Часы работы', width: 170 },
      { field: 'isPartner', headerName: 'Партнёрский', type: 'boolean', width: 120 },
      {
        field: 'brandMarketplaceId',
        headerName: 'Маркетплейс',
        width: 150,
        valueGetter: (value) => choices.marketplaces.find((marketplace) => marketplace.id === value)?.name ?? '',
      },
      { field: 'cellCount', headerName: 'Ячеек', type: 'number', width: 90 },
    ],
    fields: [
      name,
      address,
      latitude,
      { ...longitude, addon: PickOnMapButton },
      hours,
      { key: 'isPartner', label: 'Партнёрский ПВЗ (ППВЗ)', kind: 'checkbox' },
      { key: 'brandMarketplaceId', label: 'ПВЗ маркетплейса', kind: 'select', options: 'marketplaces' },
    ],
    nameOf: named,
  },
  'sorting-centers': namedPlaces(
    'sorting-centers',
    'admin-sorting-centers',
    'Сортировочные центры',
    'Новый сортировочный центр',
  ),
  'pvz-delivery': namedPlaces('pvz-delivery', 'admin-pvz-delivery', 'ПВЗ (Доставка)', 'Новый пункт доставки'),
  'sorting-centers-delivery': namedPlaces(
    'sorting-centers-delivery',
    'admin-sorting-centers-delivery',
    'СЦ (Доставка)',
    'Новый СЦ доставки',
  ),
  marketplaces: {
    entity: 'marketplaces',
    page: 'admin-marketplaces',
    title: 'Маркетплейсы',
    newTitle: 'Новый маркетплейс',
    columns: () => [
      nameColumn,
      {
        field: 'hosts',
        headerName: 'Сайты',
        flex: 2,
        minWidth: 200,
        valueGetter: (_value, row) => row.hosts.join(', '),
      },
    ],
    fields: [name, { key: 'hosts', label: 'Сайты', kind: 'list', helper: 'Через запятую: ozon.ru, ozon.by' }],
    nameOf: named,
  },
  'phone-numbers': {
    entity: 'phone-numbers',
    page: 'admin-phone-numbers',
    title: 'Телефоны и адреса',
    newTitle: 'Новый адрес клиента',
    columns: () => [{ field: 'phoneNumber', headerName: 'Телефон', width: 170 }, addressColumn],
    fields: [{ key: 'phoneNumber', label: 'Телефон', kind: 'text' }, address],
    nameOf: (item) => ('phoneNumber' in item ? item.phoneNumber : String(item.id)),
  },
  'order-accounts': {
    entity: 'order-accounts',
    page: 'admin-order-accounts',
    title: 'Аккаунты заказа',
    newTitle: 'Новый аккаунт заказа',
    columns: () => [
      nameColumn,
      { field: 'phone', headerName: 'Телефон', width: 170 },
      { field: 'active', headerName: 'Действует', type: 'boolean', width: 110 },
    ],
    fields: [
      name,
      { key: 'phone', label: 'Телефон', kind: 'text' },
      { key: 'active', label: 'Действует', kind: 'checkbox' },
    ],
    nameOf: named,
  },
  'expense-categories': {
    entity: 'expense-categories',
    page: 'admin-expense-categories',
    title: 'Статьи расходов',
    newTitle: 'Новая статья расходов',
    columns: () => [nameColumn, { field: 'withoutPoint', headerName: 'Без ПВЗ', type: 'boolean', width: 110 }],
    fields: [name, { key: 'withoutPoint', label: 'Без ПВЗ (перевод, налоги, дивиденды)', kind: 'checkbox' }],
    nameOf: named,
  },
  companies: {
    entity: 'companies',
    page: 'admin-companies',
    title: 'Компании',
    newTitle: 'Новая компания',
    columns: () => [nameColumn],
    fields: [name],
    nameOf: named,
  },
};

/** The form's values of a row (or of a new one). */
export function toValues(config: EntityConfig, item?: ReferenceItem<ReferenceEntity>): FormValues {
  const source = (item ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    config.fields.map((field) => {
      const value = source[field.key];
      if (field.kind === 'checkbox') return [field.key, item ? Boolean(value) : field.key === 'active'];
      if (field.kind === 'list') return [field.key, Array.isArray(value) ? value.join(', ') : ''];
      return [field.key, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** The row to send, or the key of a number field that does not hold a number. */
export function toInput(
  config: EntityConfig,
  values: FormValues,
): { input: ReferenceInput<ReferenceEntity> } | { badNumber: string } {
  const input: Record<string, unknown> = {};
  for (const field of config.fields) {
    const raw = values[field.key];
    if (field.kind === 'checkbox') input[field.key] = Boolean(raw);
    else if (field.kind === 'select') input[field.key] = raw === '' ? null : Number(raw);
    else if (field.kind === 'list') {
      input[field.key] = String(raw)
        .split(/[,;\s]+/)
        .map((part) => part.trim())
        .filter(Boolean);
    } else if (field.kind === 'number') {
      const text = String(raw).trim().replace(',', '.');
      if (text === '') input[field.key] = null;
      else if (Number.isNaN(Number(text))) return { badNumber: field.key };
      else input[field.key] = Number(text);
    } else input[field.key] = String(raw);
  }
  return { input: input as ReferenceInput<ReferenceEntity> };
}
