import { platformMessages } from '@pvz/contracts/messages/platform';

/**
 * The text to show for a failed call: the server's own message (`{ error }`), else the message of a
 * thrown Error, else «Unknown error» (spec §8).
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const data = (error as { data?: unknown }).data;
    if (typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string') {
      return (data as { error: string }).error;
    }
    // a failure the app itself describes (e.g. an encrypted list it cannot open)
    if ((error as { status?: unknown }).status === 'CUSTOM_ERROR') {
      const text = (error as { error?: unknown }).error;
      if (typeof text === 'string') return text;
    }
    if (error instanceof Error && error.message) return error.message;
  }
  return platformMessages.unknownError;
}

/**
 * Whether the gateway answered and refused (a 4xx): the operation did not happen, so a retry is a new
 * one. After a lost answer or a server error it may have happened, and a retry must repeat its id.
 */
export function wasRefused(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}
