import { messages } from '@pvz/contracts/messages';
import { defaultSettings } from '@pvz/contracts/settings';
import { settingsProblem } from '@pvz/contracts/validation/settings';
import { fromTexts, toTexts } from './settings-fields';

describe('settings form values', () => {
  it('shows kopecks as roubles and percents with a comma, and reads them back unchanged', () => {
    const texts = toTexts(defaultSettings);
    expect(texts.refusalFee).toBe('100');
    expect(texts.partnerPercent).toBe('2,5');
    expect(fromTexts(texts, defaultSettings)).toEqual(defaultSettings);
  });

  it('reads what people type: roubles with kopecks, a comma list of phones', () => {
    const texts = {
      ...toTexts(defaultSettings),
      refusalFee: '150,50',
      contactPhones: '+79120000000, 89121111111',
      managerPercent: '0.75',
    };
    expect(fromTexts(texts, defaultSettings)).toMatchObject({
      refusalFee: 15050,
      contactPhones: ['+79120000000', '89121111111'],
      managerPercent: 0.75,
    });
  });

  it.each([
    ['refusalFee', 'сто', messages.moneyInvalid],
    ['cashRoundingStep', '0', messages.roundingInvalid],
    ['expiredDays', '', messages.daysInvalid],
    ['defaultPercents.barcode', '10,555', messages.percentInvalid],
  ])('turns an unreadable %s (%j) into a value the shared check refuses with «%s»', (path, text, message) => {
    const settings = fromTexts({ ...toTexts(defaultSettings), [path]: text }, defaultSettings);
    expect(settingsProblem(settings)).toEqual({ field: path, error: message });
  });
});
