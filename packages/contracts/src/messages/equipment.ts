import { type EquipmentRegister, type EquipmentState, equipmentStateLabels } from '../equipment.js';

/** Messages of the equipment and auto storage registers. Part of `messages` (../messages.ts). */
export const equipmentMessages = {
  equipmentNotFound: 'Запись не найдена',
  equipmentNameRequired: 'Укажите название',
  equipmentTypeUnknown: 'Выберите тип из списка',
  equipmentResponsibleInvalid: 'Ответственный не найден или не работает с этим ПВЗ',
  equipmentPhotoInvalid: 'Фото не найдено или уже приложено к другой записи',
  equipmentPhotosTooMany: 'К записи можно приложить не больше 10 фото',
  equipmentPhotoNotAttached: 'Этого фото нет в карточке',
  equipmentDecommissionedFinal: 'Запись списана: изменить её нельзя',
  equipmentAlreadyDecommissioned: 'Уже списано: списание окончательно, повторить его нельзя',
  equipmentReasonRequired: 'Укажите причину списания',
  equipmentCostInvalid: 'Введите стоимость в рублях, например 1500 или 1500,50',
  equipmentCreated: 'Запись добавлена',
  equipmentSaved: 'Изменения сохранены',
  equipmentRepairSaved: 'Ремонт записан',
  equipmentPhotosAdded: 'Фото добавлены',
  equipmentPhotoRemoved: 'Фото убрано из карточки',
  equipmentStateUnchanged: 'Статус не изменился: у выбранного он уже такой',
  equipmentAlreadyThere: 'Выбранное уже на этом ПВЗ',
  equipmentLabelExpected: 'Это не этикетка оборудования или автосклада',
  /** the note of the state line a repair that fixed the item adds to its history */
  equipmentAfterRepair: 'После ремонта',
  /** the title of the push and the in-app notification of a state change (LEGACY-NOTES §7.8) */
  equipmentStateTitle: 'Статус оборудования',
} as const;

/** The card's fields as an «edited» line of the history names them. */
export const equipmentFieldTitles = {
  name: 'название',
  type: 'тип',
  serial: 'серийный номер',
  note: 'комментарий',
} as const;

/** How a sentence names one or several items of a register, and the verb that agrees with it. */
const itemWords: Record<EquipmentRegister, { one: [string, string]; many: [string, string] }> = {
  equipment: { one: ['Оборудование', 'переведено'], many: ['Оборудование', 'переведено'] },
  auto: { one: ['Позиция автосклада', 'переведена'], many: ['Позиции автосклада', 'переведены'] },
};

export interface NotifiedItem {
  name: string;
  inventoryNumber: string;
  point: string;
}

const itemText = (item: NotifiedItem) => `«${item.name}» (${item.inventoryNumber}, ${item.point})`;
/** Items a notification names one by one; the rest are counted. */
const NAMED_MAX = 5;

export const describeEquipment = {
  /** the note of an «edited» line of an item's history: which of its fields changed */
  equipmentFieldsChanged: (fields: readonly string[]) => `Изменено: ${fields.join(', ')}`,
  equipmentStateChanged: (count: number) => (count === 1 ? 'Статус изменён' : `Статус изменён: ${count}`),
  equipmentMoved: (count: number, point: string) => `Перемещено на «${point}»: ${count}`,
  equipmentDecommissioned: (count: number) => (count === 1 ? 'Списано' : `Списано: ${count}`),
  /**
   * The body of a state notification: a sentence naming the item, ending with the new state as the
   * legacy's did («…«Требуется ремонт»», «…«Неисправное»»); several items of one action in one text.
   */
  equipmentStateNotice: (register: EquipmentRegister, items: readonly NotifiedItem[], state: EquipmentState) => {
    const [subject, verb] = items.length === 1 ? itemWords[register].one : itemWords[register].many;
    const named = items.slice(0, NAMED_MAX).map(itemText).join(', ');
    const rest = items.length > NAMED_MAX ? ` и ещё ${items.length - NAMED_MAX}` : '';
    return `${subject} ${named}${rest} ${verb} в статус «${equipmentStateLabels[state]}»`;
  },
};
