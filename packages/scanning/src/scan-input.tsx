import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useDispatchScan } from '@pvz/scanning/scan-provider';
import { scanInputAttribute } from '@pvz/scanning/wedge-listener';
import { useState } from 'react';

export type ScanInputProps = Pick<
  TextFieldProps,
  'autoFocus' | 'disabled' | 'fullWidth' | 'inputRef' | 'placeholder' | 'size' | 'sx'
>;

/**
 * A field to type or paste a code by hand (a torn label, a code read out over the phone). Enter hands
 * the code to the scan handlers and empties the field; a scanner aimed while it has focus types here too.
 */
export function ScanInput(props: ScanInputProps) {
  const dispatchScan = useDispatchScan();
  const [text, setText] = useState('');
  return (
    <TextField
      {...props}
      label="Штрихкод или QR-код"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        // Enter in an empty field is the page's (a main action), not a scan
        if (event.key !== 'Enter' || text.trim() === '') return;
        event.preventDefault();
        dispatchScan(text);
        setText('');
      }}
      slotProps={{ htmlInput: { [scanInputAttribute]: true, autoComplete: 'off', spellCheck: false } }}
    />
  );
}
