/**
 * Put by the builds (packages/federation's webpack config) in the place of MUI's
 * `@mui/material/locale/utils/buildFormatNumber`, which makes its `Intl.NumberFormat` as the locale's
 * module loads. The first Intl formatter a page makes costs Chromium 50–70 ms here (ICU's locale data,
 * 200–280 ms on Lighthouse's phone), so the sign-in page, which formats no number, spent it while it
 * started; this one is made when the first number is formatted (a table's «1–50 из 1 234»).
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    formatter ??= new Intl.NumberFormat(locale);
    return formatter.format(value);
  };
}
