import type { CodeChannel, CodePurpose } from '@pvz/contracts/api/client-identity';

/** One way a one-time code travels to a phone; `send` answers false when it could not deliver. */
export interface CodeSender {
  channel: CodeChannel;
  send(phone: string, purpose: CodePurpose, code: string): Promise<boolean>;
}
