import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PhoneLookup } from '@pvz/contracts/api/goods';
import type { CounterKind } from '@pvz/contracts/goods';
import { messages } from '@pvz/contracts/messages';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useLazyGoodsPhoneLookupQuery } from '../../../lib/goods-api/get-phone-lookup';

/** The fewest digits the gateway looks a phone up by. */
const LOOKUP_MIN_DIGITS = 4;

export interface PhoneFieldProps {
  kind: CounterKind;
  label: string;
  value: string;
  disabled?: boolean;
  error?: string;
  autoFocus?: boolean;
  onChange(value: string): void;
  /** a client found: the point of their open parcels (if they all agree) and the name on their latest parcel */
  onFound(found: { pointId: number | null; name?: string }): void;
}

/**
 * The client's phone. Typing its last digits (4 or more) and leaving the field or pressing Enter
 * finds the full number, the client's point and cell; several numbers are offered to choose from.
 */
export function PhoneField({ kind, label, value, disabled, error, autoFocus, onChange, onFound }: PhoneFieldProps) {
  const [lookUp] = useLazyGoodsPhoneLookupQuery();
  const [found, setFound] = useState<PhoneLookup | null>(null);
  const [phones, setPhones] = useState<string[]>([]);
  // the number a form opens with is not looked up again: only what the user types is
  const lastDigits = useRef(value.replace(/\D/g, ''));

  const search = async (text: string) => {
    const digits = text.replace(/\D/g, '');
    if (digits.length < LOOKUP_MIN_DIGITS || digits === lastDigits.current) return;
    lastDigits.current = digits;
    try {
      const answer = await lookUp({ kind, digits }).unwrap();
      const [only] = answer.phones;
      if (answer.phones.length === 1 && only) {
        lastDigits.current = only.replace(/\D/g, '');
        onChange(only);
        setFound(answer);
        setPhones([]);
        onFound({ pointId: answer.pointId, name: answer.name });
      } else {
        setFound(null);
        setPhones(answer.phones);
      }
    } catch {
      // the look-up only spares typing: without it the number is typed in full
      lastDigits.current = '';
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter here finds the client; it does not send the form
    event.preventDefault();
    void search(value);
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <TextField
        label={label}
        name="fromName"
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        autoComplete="off"
        inputMode="tel"
        onChange={(event) => {
          onChange(event.target.value);
          setFound(null);
        }}
        onBlur={() => void search(value)}
        onKeyDown={onKeyDown}
        error={Boolean(error)}
        helperText={
          error ?? (found?.cell != null ? `Ячейка клиента: ${found.cell}` : 'Последние 4 цифры и Enter — поиск номера')
        }
      />
      {phones.length > 1 && (
        <Alert severity="info">
          {messages.severalPhones}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
            {phones.map((phone) => (
              <Button key={phone} size="small" variant="outlined" onClick={() => void search(phone)}>
                {phone}
              </Button>
            ))}
          </Stack>
        </Alert>
      )}
      {found?.severalPoints && <Alert severity="warning">{messages.clientOnSeveralPoints}</Alert>}
    </Stack>
  );
}
