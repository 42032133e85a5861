import type { PageKey } from './pages.js';

/**
 * The equipment registers (issue 19, LEGACY-NOTES §7.6): the points' equipment and the auto storage
 * (vehicles and their parts). Both are one register with a `register` column; each has its own
 * pages, its own types and its own prefix of inventory numbers.
 */
export const equipmentRegisters = ['equipment', 'auto'] as const;
export type EquipmentRegister = (typeof equipmentRegisters)[number];

/** The states of an item (the legacy's OK, RP, FT); decommissioning is not a state but the end of the item. */
export const equipmentStates = ['ok', 'repair', 'faulty'] as const;
export type EquipmentState = (typeof equipmentStates)[number];

export const equipmentStateLabels: Record<EquipmentState, string> = {
  ok: 'Исправное',
  repair: 'Требуется ремонт',
  faulty: 'Неисправное',
};

/** A change to one of these states calls the managers (the legacy's pushes «Статус оборудования»). */
export const alarmingStates: readonly EquipmentState[] = ['repair', 'faulty'];

/** The types an item may have, per register: a fixed list, so that the filters and the reports agree. */
export const equipmentTypes: Record<EquipmentRegister, readonly string[]> = {
  equipment: [
    'Компьютер',
    'Ноутбук',
    'Монитор',
    'Принтер этикеток',
    'Принтер',
    'Сканер штрихкодов',
    'Терминал сбора данных',
    'Кассовое оборудование',
    'Платёжный терминал',
    'Сетевое оборудование',
    'Видеонаблюдение',
    'Весы',
    'Стеллаж',
    'Мебель',
    'Примерочная',
    'Климатическая техника',
    'Прочее',
  ],
  auto: [
    'Автомобиль',
    'Прицеп',
    'Шины',
    'Диски',
    'Аккумулятор',
    'Запчасть',
    'Инструмент',
    'Расходные материалы',
    'Прочее',
  ],
};

/** The prefix of each register's inventory numbers: `ОБ-000123`, `АХ-000045`. */
export const inventoryPrefixes: Record<EquipmentRegister, string> = { equipment: 'ОБ', auto: 'АХ' };

/** The digits an inventory number has at least (more once a register outgrows them: never cut). */
const INVENTORY_DIGITS = 6;

/** The inventory number of a register's n-th item. */
export function inventoryNumberOf(register: EquipmentRegister, n: number): string {
  return `${inventoryPrefixes[register]}-${String(n).padStart(INVENTORY_DIGITS, '0')}`;
}

/** The first URL segment of each register: its pages (`/equipment`, `/auto-storage`) and its API. */
export const registerSegments: Record<EquipmentRegister, 'equipment' | 'auto-storage'> = {
  equipment: 'equipment',
  auto: 'auto-storage',
};

/** The register a URL segment names, if any. */
export function registerOfSegment(segment: string | undefined): EquipmentRegister | null {
  if (segment === 'equipment') return 'equipment';
  if (segment === 'auto-storage') return 'auto';
  return null;
}

/** The page whose right opens a register, its decommissioned list, its cards and its audit. */
export const registerPages: Record<EquipmentRegister, PageKey> = {
  equipment: 'extra-equipment',
  auto: 'extra-auto-storage',
};

export const registerTitles: Record<EquipmentRegister, string> = {
  equipment: 'Оборудование ПВЗ',
  auto: 'Автосклад',
};

/** The path of an item's card; its label's QR carries the full URL of it (LEGACY-NOTES §8, «Equipment QR»). */
export function equipmentRecordPath(register: EquipmentRegister, id: number): string {
  return `/${registerSegments[register]}/record/${id}`;
}
