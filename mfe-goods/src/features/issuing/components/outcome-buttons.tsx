import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Outcome, outcomes, outcomeTitle, paymentOf, refusalOutcomes } from '@pvz/contracts/goods';
import { scanInputAttribute } from '@pvz/scanning/wedge-listener';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useEffect, useRef, useState } from 'react';

/** One key per outcome, as on the counters of the big marketplaces; F5–F7 and F11–F12 stay the browser's. */
export const outcomeKey: Record<Outcome, string> = {
  cash: 'F2',
  online: 'F3',
  defect: 'F4',
  'refusal-cash': 'F8',
  'refusal-online': 'F9',
  substitution: 'F10',
};

/** What the picked parcels cost: in cash (rounded as cash is taken) and online. Absent for a user who may not see sums. */
export interface Dues {
  cash: number;
  online: number;
}

/** What staff are asked before an outcome that cannot be taken back, or that they must check first. */
function questionOf(outcome: Outcome): { title: string; confirmLabel: string } | null {
  if (paymentOf(outcome) === 'online') return { title: 'Клиент оплатил онлайн?', confirmLabel: 'Да, оплачено' };
  if (refusalOutcomes.includes(outcome)) return { title: 'Оформить отказ?', confirmLabel: 'Оформить отказ' };
  return null;
}

function consequenceOf(outcome: Outcome, count: number, dues: Dues | undefined, refusalFee: number | undefined) {
  const parcels = `${outcomeTitle[outcome]}, товаров: ${count}.`;
  if ((outcome === 'refusal-cash' || outcome === 'refusal-online') && refusalFee !== undefined)
    return `${parcels} Плата за отказ: ${formatMoney(refusalFee * count)} (${formatMoney(refusalFee)} за товар).`;
  if (outcome === 'defect' || outcome === 'substitution') return `${parcels} Клиент ничего не платит.`;
  if (outcome === 'online' && dues) return `${parcels} Проверьте поступление оплаты: ${formatMoney(dues.online)}.`;
  return `${parcels} Проверьте поступление оплаты.`;
}

/** Whether a key press is free for the page: not typed into a field other than an empty scan field, not taken. */
function isFreeKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || target === document.body) return true;
  if (target.hasAttribute(scanInputAttribute)) return (target as HTMLInputElement).value.trim() === '';
  return !target.closest('input, textarea, select, button, a, [role="dialog"], [contenteditable="true"]');
}

/**
 * The six ways a hand-over ends, as buttons, each with its key (shown on it), and Enter for cash once
 * every parcel in the cell is picked. Refusals and online payments ask first, naming the sum; cash
 * goes at once.
 */
export function OutcomeButtons({
  count,
  allPicked,
  dues,
  refusalFee,
  busy,
  onIssue,
  onDialogClosed,
}: {
  /** picked parcels; none disables the buttons */
  count: number;
  /** every parcel waiting in the cell is picked: Enter hands them over for cash */
  allPicked: boolean;
  dues: Dues | undefined;
  /** absent for a user who may not see sums */
  refusalFee: number | undefined;
  busy: boolean;
  onIssue(outcome: Outcome): void;
  /** a question was answered or dismissed (the page takes the focus back) */
  onDialogClosed(): void;
}) {
  const [asking, setAsking] = useState<Outcome | null>(null);
  const question = asking && questionOf(asking);
  const ready = count > 0 && !busy && asking === null;

  useEffect(() => {
    const choose = (outcome: Outcome) => {
      if (questionOf(outcome)) setAsking(outcome);
      else onIssue(outcome);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const outcome = outcomes.find((candidate) => outcomeKey[candidate] === event.key);
      if (outcome && !event.ctrlKey && !event.altKey && !event.metaKey) {
        // the browser's own use of the key never applies here, even while nothing is picked
        event.preventDefault();
        if (ready) choose(outcome);
      } else if (event.key === 'Enter' && ready && allPicked && isFreeKey(event)) {
        event.preventDefault();
        choose('cash');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ready, allPicked, onIssue]);

  // once the question is gone (and its dialog has given the focus back to where it was), the page takes it
  const asked = useRef(false);
  useEffect(() => {
    if (asking === null && asked.current) onDialogClosed();
    asked.current = asking !== null;
  }, [asking, onDialogClosed]);
  const close = () => setAsking(null);

  return (
    <>
      <Stack
        role="group"
        aria-label="Выдача"
        direction="row"
        sx={{
          gap: 1,
          flexWrap: 'wrap',
          // on a phone the outcomes stay at hand, in a bar at the bottom of the screen
          position: { xs: 'sticky', md: 'static' },
          bottom: 0,
          zIndex: 1,
          py: { xs: 1, md: 0 },
          bgcolor: 'background.default',
          '& > .MuiButton-root': { flex: { xs: '1 1 45%', md: '0 0 auto' } },
        }}
      >
        {dues && (
          <Typography sx={{ display: { md: 'none' }, width: '100%', fontWeight: 700 }}>
            Сумма: {formatMoney(dues.cash)} наличными, {formatMoney(dues.online)} онлайн
          </Typography>
        )}
        {outcomes.map((outcome) => (
          <Button
            key={outcome}
            variant={refusalOutcomes.includes(outcome) ? 'outlined' : 'contained'}
            color={refusalOutcomes.includes(outcome) ? 'warning' : 'primary'}
            disabled={count === 0 || busy}
            aria-keyshortcuts={outcome === 'cash' && allPicked ? `${outcomeKey[outcome]} Enter` : outcomeKey[outcome]}
            onClick={() => (questionOf(outcome) ? setAsking(outcome) : onIssue(outcome))}
          >
            {outcomeTitle[outcome]}
            <Box component="kbd" aria-hidden sx={{ ml: 1, px: 0.5, border: 1, borderRadius: 0.5, fontSize: '0.75em' }}>
              {outcome === 'cash' && allPicked ? `${outcomeKey[outcome]} / Enter` : outcomeKey[outcome]}
            </Box>
          </Button>
        ))}
      </Stack>
      {asking && question && (
        <ConfirmDialog
          open
          title={question.title}
          confirmLabel={question.confirmLabel}
          destructive={refusalOutcomes.includes(asking)}
          onClose={close}
          onConfirm={() => {
            close();
            onIssue(asking);
          }}
        >
          {consequenceOf(asking, count, dues, refusalFee)}
        </ConfirmDialog>
      )}
    </>
  );
}
