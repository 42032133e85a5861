import { formatMoney, formatShownMoney } from '@pvz/ui/format';

// Intl separates thousands and the sign with no-break spaces; compare as people read it
const shown = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('shows whole roubles without kopecks', () => {
    expect(shown(formatMoney(150_000))).toBe('1 500 ₽');
    expect(shown(formatMoney(0))).toBe('0 ₽');
  });

  it('shows kopecks, when there are any, as two digits', () => {
    expect(shown(formatMoney(384_890))).toBe('3 848,90 ₽');
    expect(shown(formatMoney(150_050))).toBe('1 500,50 ₽');
    expect(shown(formatMoney(5))).toBe('0,05 ₽');
    expect(shown(formatMoney(-75_050))).toBe('-750,50 ₽');
  });

  it('shows a dash for a sum the server left out', () => {
    expect(formatShownMoney(undefined)).toBe('—');
  });
});
