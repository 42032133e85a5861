import fc from 'fast-check';
import { equipmentRecordPath, equipmentRegisters } from './equipment.js';
import {
  equipmentCardPathOf,
  normalizeScan,
  parseBareId,
  parseScanCode,
  recordPath,
  shortItemCode,
  shortScanText,
} from './scan-codes.js';

/** What a scanner types for a Latin text when the computer is in the Russian layout. */
const latin = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,./`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>?~@#$^&|';
const russian = 'йцукенгшщзхъфывапролджэячсмитьбю.ёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,Ё"№;:?/';
const inRussianLayout = (text: string) =>
  [...text].map((char) => (latin.includes(char) ? russian[latin.indexOf(char)] : char)).join('');

describe('reading a scan', () => {
  it('reads item labels of every kind, with the host and without', () => {
    expect(parseScanCode('https://pvz.example.ru/spreadsheets/record/1/123')).toEqual({
      type: 'item',
      recordType: '1',
      id: 123,
    });
    expect(parseScanCode('http://localhost:8080/spreadsheets/record/2/5')).toEqual({
      type: 'item',
      recordType: '2',
      id: 5,
    });
    expect(parseScanCode('/spreadsheets/record/3/9')).toEqual({ type: 'item', recordType: '3', id: 9 });
    expect(parseScanCode('https://pvz.example.ru/spreadsheets/record/shop/1/44')).toEqual({
      type: 'item',
      recordType: 'shop',
      id: 44,
    });
    expect(parseScanCode('https://pvz.example.ru/spreadsheets/record/old/1-777')).toEqual({
      type: 'old-item',
      oldId: 777,
    });
  });

  it('reads the short code of a label barcode', () => {
    expect(parseScanCode('1/123')).toEqual({ type: 'item', recordType: '1', id: 123 });
    expect(parseScanCode('shop/1/8')).toEqual({ type: 'item', recordType: 'shop', id: 8 });
  });

  it('accepts "." for "/" as a Russian layout sends it', () => {
    expect(parseScanCode('1.123')).toEqual({ type: 'item', recordType: '1', id: 123 });
    expect(parseScanCode('https://pvz.example.ru.spreadsheets.record.2.77')).toEqual({
      type: 'item',
      recordType: '2',
      id: 77,
    });
  });

  it('types a whole URL scanned in the Russian layout back into Latin', () => {
    const url = 'https://pvz.example.ru/spreadsheets/record/shop/1/44';
    expect(inRussianLayout(url)).toBe('реезыЖ..змяюучфьздуюкг.ызкуфвырууеы.кусщкв.ырщз.1.44');
    expect(normalizeScan(inRussianLayout(url))).toBe(url);
    expect(parseScanCode(inRussianLayout(url))).toEqual({ type: 'item', recordType: 'shop', id: 44 });
  });

  it('reads box labels and pickup codes', () => {
    expect(parseScanCode('https://pvz.example.ru/box/3/15')).toEqual({ type: 'box', pvzNumber: 3, id: 15 });
    const token = '17-29384756-1234567890123456';
    expect(parseScanCode(`https://pvz.example.ru/pickup/${token}`)).toEqual({ type: 'pickup', token });
    expect(parseScanCode(inRussianLayout(`https://pvz.example.ru/pickup/${token}`))).toEqual({
      type: 'pickup',
      token,
    });
  });

  it('reads equipment and auto storage labels: the URL of the card, in either layout', () => {
    expect(parseScanCode('https://darom.pro/equipment/record/12')).toEqual({
      type: 'equipment',
      register: 'equipment',
      id: 12,
    });
    expect(parseScanCode('https://pvz.example.ru/auto-storage/record/45')).toEqual({
      type: 'equipment',
      register: 'auto',
      id: 45,
    });
    // ids that are also the goods label's record types stay equipment
    expect(parseScanCode('/equipment/record/1')).toEqual({ type: 'equipment', register: 'equipment', id: 1 });
    expect(parseScanCode('https://pvz.example.ru.auto-storage.record.3')).toEqual({
      type: 'equipment',
      register: 'auto',
      id: 3,
    });
    expect(parseScanCode(inRussianLayout('https://pvz.example.ru/auto-storage/record/7'))).toEqual({
      type: 'equipment',
      register: 'auto',
      id: 7,
    });
  });

  it('reads nothing from text that is not one of our codes', () => {
    for (const text of [
      '',
      'hello',
      '12345',
      '4/1',
      '1/0',
      '1/-5',
      '1/12a',
      '/spreadsheets/record/4/1',
      '/spreadsheets/record/1/',
      '/spreadsheets/record/old/2-5',
      '/box/3',
      '/pickup/123',
      '/pickup/1-2-3',
      '1/99999999999999',
      '/equipment/record/',
      '/equipment/record/0',
      '/equipment/record/12/3',
      '/equipment/record/12a',
      '/equipment/record/2147483648',
      '/auto-storage/record/-1',
      '/garage/record/5',
    ]) {
      expect({ text, code: parseScanCode(text) }).toEqual({ text, code: null });
    }
  });

  it('reads back every label it makes, in either layout', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1', '2', '3', 'shop' as const),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (recordType, id, russianLayout, short) => {
          const text = short ? shortItemCode(recordType, id) : `https://pvz.example.ru${recordPath(recordType, id)}`;
          const scanned = russianLayout ? inRussianLayout(text) : text;
          expect(parseScanCode(scanned)).toEqual({ type: 'item', recordType, id });
        },
      ),
    );
  });
});

describe('an equipment label', () => {
  it('is read back for every register and id, in either layout', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...equipmentRegisters),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.boolean(),
        (register, id, russianLayout) => {
          const text = `https://pvz.example.ru${equipmentRecordPath(register, id)}`;
          expect(parseScanCode(russianLayout ? inRussianLayout(text) : text)).toEqual({
            type: 'equipment',
            register,
            id,
          });
        },
      ),
    );
  });

  it('opens the card of its register, and only an equipment label does', () => {
    expect(equipmentCardPathOf('https://pvz.example.ru/equipment/record/12')).toBe('/equipment/record/12');
    expect(equipmentCardPathOf('pvz.example.ru.auto-storage.record.7')).toBe('/auto-storage/record/7');
    expect(equipmentCardPathOf('https://pvz.example.ru/spreadsheets/record/1/12')).toBeNull();
    expect(equipmentCardPathOf('12')).toBeNull();
  });
});

describe('a bare id typed from a damaged label', () => {
  it('is read where no code is', () => {
    expect(parseBareId('123')).toBe(123);
    expect(parseBareId(' 2147483647 ')).toBe(2_147_483_647);
  });

  it('is nothing when it is a code, zero, too long for an id, or not a number', () => {
    for (const text of ['1/123', 'shop/1/5', '0', '2147483648', '1234567890123', '12a', '-5', '1.5', ''])
      expect({ text, id: parseBareId(text) }).toEqual({ text, id: null });
  });
});

describe('a scan in a log', () => {
  it('is the short code of a label, whatever the URL around it', () => {
    expect(shortScanText('https://pvz.example.ru/spreadsheets/record/1/123')).toBe('1/123');
    expect(shortScanText('https://pvz.example.ru/spreadsheets/record/shop/1/7')).toBe('shop/1/7');
    expect(shortScanText('https://pvz.example.ru/box/3/44')).toBe('box/3/44');
    expect(shortScanText('https://pvz.example.ru/pickup/1-2-1234567890123456')).toBe('QR клиента');
    expect(shortScanText('https://pvz.example.ru/auto-storage/record/9')).toBe('auto-storage/9');
  });

  it('is the text itself otherwise, cut when long', () => {
    expect(shortScanText(' 123 ')).toBe('123');
    expect(shortScanText('x'.repeat(50))).toBe(`${'x'.repeat(31)}…`);
  });
});
