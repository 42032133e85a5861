/** The hostile values the fuzzer puts into one field at a time, grouped by what they attack. */

const nested = (depth: number, wrap: (inner: unknown) => unknown) => {
  let value: unknown = 'дно';
  for (let level = 0; level < depth; level += 1) value = wrap(value);
  return value;
};

/** 100 KB of text: far over every limit of the API, well under the body limit. */
export const hugeText = 'ж'.repeat(100 * 1024);

/** Numbers at and past the edges of int4, of safe integers and of floats; fractions where ids go. */
export const numbers: readonly unknown[] = [
  0, -1, 2147483647, 2147483648, -2147483648, -2147483649, 4294967296, 9007199254740992, 1e308, -1e308, 1.5, -0.5, 1e-7,
  100000000001,
];

/** The same as text, as a query string carries them, and as the coercing validator may read them. */
export const numericTexts: readonly unknown[] = [
  '2147483648',
  '1e308',
  '-1e308',
  '1.5',
  '-1',
  '0x10',
  'NaN',
  'Infinity',
];

/** NUL and other control characters, broken UTF-16, odd dates, wildcards, and the 100 KB text. */
export const texts: readonly unknown[] = [
  '',
  ' ',
  '\u0000',
  'а\u0000б',
  '\u0001\u0002\u0003',
  '\u001b[31mкрасный',
  '\u007f',
  '\t\r\n',
  '\ud800',
  'x\udfffx',
  '😀👍🏽',
  '0000-01-01',
  '0000-00-00',
  '9999-12-31',
  '10000-01-01',
  '2024-02-30',
  '-0001-01-01',
  '1900-01-01T00:00:00Z',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '../../etc/passwd',
  '+7',
  '+79123456789\u0000',
  hugeText,
];

/** Values of the wrong kind for almost any field, deep nesting included. */
export const shapes: readonly unknown[] = [
  null,
  true,
  false,
  [],
  [null],
  ['а', 1],
  {},
  { a: null },
  nested(1000, (inner) => ({ a: inner })),
  nested(1000, (inner) => [inner]),
];

/** A JSON text nested deeper than any parser's recursion would survive. */
export const deepJsonText = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

/** Multipart bodies (only the upload takes them; elsewhere they are a 415), broken in the ways a parser minds. */
const boundary = 'pvzfuzz';
const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n`;
export const multipartBodies: readonly { label: string; payload: string; contentType: string }[] = [
  {
    label: 'a file',
    payload: `${filePart}\r\n--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  },
  { label: 'no boundary', payload: `${filePart}\r\n--${boundary}--\r\n`, contentType: 'multipart/form-data' },
  { label: 'cut short', payload: filePart, contentType: `multipart/form-data; boundary=${boundary}` },
  {
    label: 'a field, no file',
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n\u0000\r\n--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  },
];

/** A body over the gateway's 1 MB limit. */
export const oversizedJsonText = JSON.stringify({ text: 'ж'.repeat(600 * 1024) });
