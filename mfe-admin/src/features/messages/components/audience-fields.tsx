import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Audience, AudienceKind, BroadcastChoices } from '@pvz/contracts/api/broadcasts';
import { messages } from '@pvz/contracts/messages';
import { formatPhoneInput, normalizePhone } from '@pvz/contracts/phone';
import { PointSelect } from '@pvz/ui/point-select';

/** What the form holds of each kind's recipient; only the chosen kind's is sent. */
export interface AudienceDraft {
  kind: AudienceKind;
  username: string | null;
  role: string;
  pvzId: number | null;
  phone: string;
}

export const emptyAudience: AudienceDraft = { kind: 'employee', username: null, role: '', pvzId: null, phone: '' };

/** The audience a draft names, or what is missing. */
export function audienceOf(draft: AudienceDraft): { audience: Audience } | { error: string } {
  const missing = { error: messages.broadcastRecipientRequired };
  switch (draft.kind) {
    case 'employee':
      return draft.username ? { audience: { kind: 'employee', username: draft.username } } : missing;
    case 'role':
      return draft.role ? { audience: { kind: 'role', role: draft.role } } : missing;
    case 'point':
      return draft.pvzId !== null ? { audience: { kind: 'point', pvzId: draft.pvzId } } : missing;
    case 'client': {
      if (draft.phone.trim() === '') return missing;
      const phone = normalizePhone(draft.phone);
      return phone.ok ? { audience: { kind: 'client', phoneNumber: phone.phone } } : { error: phone.error };
    }
    case 'allClients':
    case 'allStaff':
      return { audience: { kind: draft.kind } };
  }
}

interface AudienceFieldsProps {
  draft: AudienceDraft;
  choices: BroadcastChoices | undefined;
  onChange(draft: AudienceDraft): void;
}

/** The picker of the chosen kind's recipient: an employee, a role, one of my points or a client's phone. */
export function AudienceFields({ draft, choices, onChange }: AudienceFieldsProps) {
  switch (draft.kind) {
    case 'employee': {
      const staff = choices?.staff ?? [];
      return (
        <Autocomplete
          options={staff.map((person) => person.username)}
          getOptionLabel={(username) => {
            const person = staff.find((one) => one.username === username);
            return person ? `${person.username} — ${person.roleName}` : username;
          }}
          value={draft.username}
          onChange={(_, username) => onChange({ ...draft, username })}
          renderInput={(params) => <TextField {...params} label="Сотрудник" required />}
        />
      );
    }
    case 'role':
      return (
        <TextField
          select
          required
          label="Роль"
          value={draft.role}
          onChange={(event) => onChange({ ...draft, role: event.target.value })}
        >
          {(choices?.roles ?? []).map((role) => (
            <MenuItem key={role.code} value={role.code}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'point':
      return <PointSelect value={draft.pvzId} onChange={(pvzId) => onChange({ ...draft, pvzId })} />;
    case 'client':
      return (
        <TextField
          required
          label="Телефон клиента"
          inputMode="tel"
          autoComplete="off"
          placeholder="+7 912 345-67-89"
          value={draft.phone}
          onChange={(event) => onChange({ ...draft, phone: formatPhoneInput(event.target.value, draft.phone) })}
        />
      );
    default:
      return null;
  }
}
