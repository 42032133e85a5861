import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Tariff } from '@pvz/contracts/api/licensees';
import { type FeeTier, isFeeScale, MAX_TIERS } from '@pvz/contracts/licensee-fee';
import { messages } from '@pvz/contracts/messages';
import { kopecksToRublesInput, rublesToKopecks } from '@pvz/contracts/money';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { formatMoney } from '@pvz/ui/format';
import { MonthPicker } from '@pvz/ui/month-picker';
import { AmountField } from '../../../components/form-fields';

/** A tariff as typed: roubles and counts as text, until the form reads them. */
export interface TariffDraft {
  startsOn: string;
  monthlyFee: string;
  tiers: { from: string; perParcel: string }[];
}

/** A tariff to fill in, from this month on. */
export const newTariffDraft = (): TariffDraft => ({
  startsOn: monthStartOf(moscowDay()),
  monthlyFee: '',
  tiers: [{ from: '0', perParcel: '' }],
});

export const draftOf = (tariff: Tariff): TariffDraft => ({
  startsOn: tariff.startsOn,
  monthlyFee: kopecksToRublesInput(tariff.monthlyFee),
  tiers: tariff.tiers.map((tier) => ({ from: String(tier.from), perParcel: kopecksToRublesInput(tier.perParcel) })),
});

/** The tariff the draft says, or the reason it says none (the gateway's words). */
export function tariffOf(draft: TariffDraft): Tariff | { error: string } {
  const monthlyFee = rublesToKopecks(draft.monthlyFee || '0');
  if (monthlyFee === null || monthlyFee < 0) return { error: messages.moneyInvalid };
  const tiers: FeeTier[] = [];
  for (const tier of draft.tiers) {
    const perParcel = rublesToKopecks(tier.perParcel || '0');
    const from = Number(tier.from);
    if (perParcel === null || perParcel < 0) return { error: messages.moneyInvalid };
    tiers.push({ from: tier.from.trim() === '' ? Number.NaN : from, perParcel });
  }
  if (!isFeeScale(tiers)) return { error: messages.licenseeTariffInvalid };
  return { startsOn: draft.startsOn, monthlyFee, tiers };
}

/** «15 000 ₽ в месяц + 10 ₽ за посылку, с 1 000 — 7 ₽»: a tariff in one line. */
export function tariffText(tariff: Tariff): string {
  const steps = tariff.tiers.map((tier, index) =>
    index === 0
      ? `${formatMoney(tier.perParcel)} за посылку`
      : `с ${tier.from.toLocaleString('ru-RU')} — ${formatMoney(tier.perParcel)}`,
  );
  return `${formatMoney(tariff.monthlyFee)} в месяц + ${steps.join(', ')}`;
}

/**
 * The fields of a tariff: the month it starts, the fixed monthly fee and the scale of the fee per
 * parcel (the first step from 0 parcels, each next from more).
 */
export function TariffFields({ value, onChange }: { value: TariffDraft; onChange(draft: TariffDraft): void }) {
  const setTier = (index: number, change: Partial<TariffDraft['tiers'][number]>) =>
    onChange({ ...value, tiers: value.tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)) });
  return (
    <Stack sx={{ gap: 2 }} role="group" aria-label="Тариф">
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <MonthPicker
          label="Тариф с месяца"
          value={value.startsOn}
          onChange={(startsOn) => onChange({ ...value, startsOn })}
        />
        <AmountField
          label="В месяц, ₽"
          value={value.monthlyFee}
          onChange={(monthlyFee) => onChange({ ...value, monthlyFee })}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        За посылку, по ступеням: каждая посылка начиная с номера ступени стоит её цену
      </Typography>
      {value.tiers.map((tier, index) => (
        // the steps have no ids of their own: their place is who they are
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            label="С посылки №"
            value={index === 0 ? '0' : tier.from}
            disabled={index === 0}
            inputMode="numeric"
            onChange={(event) => setTier(index, { from: event.target.value.replace(/\D/g, '') })}
            sx={{ width: 150 }}
          />
          <TextField
            label="За посылку, ₽"
            value={tier.perParcel}
            inputMode="decimal"
            onChange={(event) => setTier(index, { perParcel: event.target.value })}
            sx={{ width: 150 }}
          />
          {index > 0 && (
            <IconButton
              aria-label={`Удалить ступень ${index + 1}`}
              onClick={() => onChange({ ...value, tiers: value.tiers.filter((_, at) => at !== index) })}
            >
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      {value.tiers.length < MAX_TIERS && (
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => onChange({ ...value, tiers: [...value.tiers, { from: '', perParcel: '' }] })}
        >
          Добавить ступень
        </Button>
      )}
    </Stack>
  );
}
