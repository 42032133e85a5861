/** The text a field held before a scan was typed into it, to be put back. */
export interface TextFieldSnapshot {
  restore(): void;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const textInputTypes = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number']);

function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && textInputTypes.has(target.type);
}

/**
 * React keeps its own copy of a controlled field's value and ignores `field.value = x`; setting the value
 * through the prototype's setter and announcing an input event makes React's onChange see it, so the page's
 * state follows the field.
 */
function setValueAsIfTyped(field: TextField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Remembers the value and caret of the text field a key went to; null when it went elsewhere. */
export function snapshotTextField(target: EventTarget | null): TextFieldSnapshot | null {
  if (!isTextField(target)) return null;
  const { value, selectionStart, selectionEnd } = target;
  return {
    restore() {
      if (!target.isConnected || target.value === value) return;
      setValueAsIfTyped(target, value);
      // email and number fields have no caret position to restore
      if (selectionStart !== null) target.setSelectionRange(selectionStart, selectionEnd ?? selectionStart);
    },
  };
}
