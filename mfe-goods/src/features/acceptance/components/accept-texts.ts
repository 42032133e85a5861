import type { AcceptResult } from '../hooks/use-acceptance-scans';

export const savedOffline = 'Нет связи — скан сохранён';

/** A scan's result in one line of the session's list. */
export function resultText(result: AcceptResult): string {
  switch (result.status) {
    case 'sending':
      return 'Отправка…';
    case 'accepted':
      return `Ячейка ${result.cell}`;
    case 'refused':
      return result.cell === null ? result.message : `${result.message} Ячейка ${result.cell}`;
    case 'queued':
      return savedOffline;
  }
}
