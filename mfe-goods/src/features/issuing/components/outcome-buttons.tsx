import { Button, Stack } from '@mui/material';
import { type Outcome, outcomes, outcomeTitle, paymentOf, refusalOutcomes } from '@pvz/contracts/goods';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useState } from 'react';

/** What staff are asked before an outcome that cannot be taken back, or that they must check first. */
function questionOf(outcome: Outcome): { title: string; confirmLabel: string } | null {
  if (paymentOf(outcome) === 'online') return { title: 'Клиент оплатил онлайн?', confirmLabel: 'Да, оплачено' };
  if (refusalOutcomes.includes(outcome)) return { title: 'Оформить отказ?', confirmLabel: 'Оформить отказ' };
  return null;
}

function consequenceOf(outcome: Outcome, count: number, refusalFee: number | undefined): string {
  const parcels = `${outcomeTitle[outcome]}, товаров: ${count}.`;
  if ((outcome === 'refusal-cash' || outcome === 'refusal-online') && refusalFee !== undefined)
    return `${parcels} Плата за отказ: ${formatMoney(refusalFee)} за товар.`;
  if (outcome === 'defect' || outcome === 'substitution') return `${parcels} Клиент ничего не платит.`;
  return `${parcels} Проверьте поступление оплаты.`;
}

/**
 * The six ways a hand-over ends, as buttons (Tab to one, Enter). Refusals and online payments ask
 * first; cash goes at once.
 */
export function OutcomeButtons({
  count,
  refusalFee,
  busy,
  onIssue,
}: {
  /** picked parcels; none disables the buttons */
  count: number;
  /** absent for a user who may not see sums */
  refusalFee: number | undefined;
  busy: boolean;
  onIssue(outcome: Outcome): void;
}) {
  const [asking, setAsking] = useState<Outcome | null>(null);
  const question = asking && questionOf(asking);

  const choose = (outcome: Outcome) => {
    if (questionOf(outcome)) setAsking(outcome);
    else onIssue(outcome);
  };

  return (
    <>
      <Stack role="group" aria-label="Выдача" direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {outcomes.map((outcome) => (
          <Button
            key={outcome}
            variant={refusalOutcomes.includes(outcome) ? 'outlined' : 'contained'}
            color={refusalOutcomes.includes(outcome) ? 'warning' : 'primary'}
            disabled={count === 0 || busy}
            onClick={() => choose(outcome)}
          >
            {outcomeTitle[outcome]}
          </Button>
        ))}
      </Stack>
      {asking && question && (
        <ConfirmDialog
          open
          title={question.title}
          confirmLabel={question.confirmLabel}
          destructive={refusalOutcomes.includes(asking)}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            onIssue(asking);
          }}
        >
          {consequenceOf(asking, count, refusalFee)}
        </ConfirmDialog>
      )}
    </>
  );
}
