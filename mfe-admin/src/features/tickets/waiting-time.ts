/** «ждёт 5 мин», «ждёт 2 ч 10 мин», «ждёт 3 дн»: how long a client waits for an answer. */
export function waitingTime(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return `ждёт ${minutes} мин`;
  if (minutes < 24 * 60) return `ждёт ${Math.floor(minutes / 60)} ч ${minutes % 60} мин`;
  return `ждёт ${Math.floor(minutes / (24 * 60))} дн`;
}
