/**
 * The text of an uploaded statement: UTF-8 when the bytes are valid UTF-8, else Windows-1251 (what
 * Russian banks and 1C write); a 1C file that says `Кодировка=DOS` is CP866. Null for bytes no text
 * holds (a NUL): a binary file is no statement.
 */
export function decodeStatement(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    const text = new TextDecoder('windows-1251').decode(bytes);
    // the header and the encoding line are ASCII and Cyrillic read alike in both code pages only in ASCII:
    // CP866 Cyrillic decoded as 1251 is unreadable, so the DOS line is looked for in both readings
    const dos = new TextDecoder('ibm866').decode(bytes);
    return /^Кодировка=DOS/m.test(dos) ? dos : text;
  }
}
