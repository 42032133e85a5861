/** Money is integer kopecks everywhere; roubles appear only when people type or read them. */

/** "1 500,5" or "1500.50" → 150050; anything else (letters, three decimals, negative) → null. */
export function rublesToKopecks(input: string): number | null {
  const text = input.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 150050 → "1500,50", 150000 → "1500": the value to put back in an input. */
export function kopecksToRublesInput(kopecks: number): string {
  const whole = Math.trunc(kopecks / 100);
  const rest = Math.abs(kopecks % 100);
  return rest === 0 ? String(whole) : `${whole},${String(rest).padStart(2, '0')}`;
}

/** 150050 → 1500.5: roubles as a number, for a spreadsheet cell or a grid's numeric column. */
export function kopecksToRubles(kopecks: number): number {
  return kopecks / 100;
}

/** 1500.5 → 150050: a grid's roubles back to kopecks (a typed number may carry float noise). */
export function rublesToKopecksNumber(rubles: number): number {
  return Math.round(rubles * 100);
}
