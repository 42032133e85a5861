/** The text of the editor with its selection (start and end offsets). */
export interface Edited {
  text: string;
  start: number;
  end: number;
}

/**
 * Puts `before` and `after` around the selection (or around `placeholder` when nothing is selected)
 * and selects what is inside: bold, italic, a link.
 */
export function wrapSelection(edited: Edited, before: string, after: string, placeholder: string): Edited {
  const { text, start, end } = edited;
  const inner = text.slice(start, end) || placeholder;
  const innerStart = start + before.length;
  return {
    text: text.slice(0, start) + before + inner + after + text.slice(end),
    start: innerStart,
    end: innerStart + inner.length,
  };
}

/** Starts every line the selection touches with `prefix`: a heading, a list. */
export function prefixLines(edited: Edited, prefix: string): Edited {
  const { text, start, end } = edited;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lines = text.slice(lineStart, end).split('\n');
  const prefixed = lines.map((line) => prefix + line).join('\n');
  return {
    text: text.slice(0, lineStart) + prefixed + text.slice(end),
    start: start + prefix.length,
    end: end + prefix.length * lines.length,
  };
}

/**
 * Puts `block` (a picture) on lines of its own after the line where the selection ends, so that no
 * emphasis or link around the selection is cut in two; the cursor goes after it.
 */
export function insertBlock(edited: Edited, block: string): Edited {
  const { text, end } = edited;
  const lineEnd = text.indexOf('\n', end);
  const head = text.slice(0, lineEnd === -1 ? text.length : lineEnd);
  const tail = text.slice(head.length);
  const opening = head === '' || head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const closing = tail === '' ? '\n' : tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n';
  const cursor = head.length + opening.length + block.length;
  return { text: head + opening + block + closing + tail, start: cursor, end: cursor };
}
