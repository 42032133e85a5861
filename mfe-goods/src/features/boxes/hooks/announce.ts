import { playError, playSuccess, speak } from '@pvz/scanning/feedback';

/** What a box scan ended in, as the panel shows it. */
export interface ScanOutcome {
  ok: boolean;
  message: string;
  /** a second line: a warning, the count */
  detail?: string;
}

/** The sound of an answer, and its words spoken: staff at the belt do not look at the screen. */
export function announce(outcome: ScanOutcome, spoken: string = outcome.message): void {
  if (outcome.ok) playSuccess();
  else playError();
  speak(spoken);
}
