import { inventoryNumberOf } from '../equipment.js';
import { describeEquipment } from './equipment.js';

const printer = { name: 'Принтер этикеток', inventoryNumber: 'ОБ-000123', point: 'ПВЗ Север' };

describe('the equipment texts', () => {
  it('name one item in a sentence that ends with the new state, as the legacy push did', () => {
    expect(describeEquipment.equipmentStateNotice('equipment', [printer], 'repair')).toBe(
      'Оборудование «Принтер этикеток» (ОБ-000123, ПВЗ Север) переведено в статус «Требуется ремонт»',
    );
    expect(describeEquipment.equipmentStateNotice('auto', [{ ...printer, name: 'Шины' }], 'faulty')).toBe(
      'Позиция автосклада «Шины» (ОБ-000123, ПВЗ Север) переведена в статус «Неисправное»',
    );
  });

  it('name the first five items of an action and count the rest', () => {
    const items = Array.from({ length: 7 }, (_, index) => ({ ...printer, name: `№${index + 1}` }));
    const text = describeEquipment.equipmentStateNotice('auto', items, 'faulty');
    expect(text).toMatch(
      /^Позиции автосклада «№1» .*«№5» \(ОБ-000123, ПВЗ Север\) и ещё 2 переведены в статус «Неисправное»$/,
    );
    expect(text).not.toContain('№6');
  });

  it('number items with the register’s prefix, never cutting a long number', () => {
    expect(inventoryNumberOf('equipment', 123)).toBe('ОБ-000123');
    expect(inventoryNumberOf('auto', 45)).toBe('АХ-000045');
    expect(inventoryNumberOf('equipment', 12_345_678)).toBe('ОБ-12345678');
  });
});
