import { type TaskRule, taskAudienceTitle } from '@pvz/contracts/api/employee-tasks';
import { formatMoscowDate } from '@pvz/contracts/moscow-time';

export const weekdayShort = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;

const monthsGenitive = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** A `YYYY-MM-DD` day as people read it: 21.11.2026. */
export const dayText = (day: string) => formatMoscowDate(`${day}T12:00:00+03:00`);

const every = (interval: number, one: string, many: string) => (interval === 1 ? one : `каждые ${interval} ${many}`);

/**
 * A task's repeat in words: «Еженедельно: пн, пт, до 31.12.2026». Days of the month beyond the 28th
 * say what a shorter month does (the gateway's rule, `@pvz/contracts/recurrence`).
 */
export function repeatText(
  rule: Pick<TaskRule, 'repeat' | 'interval' | 'weekdays' | 'startsOn' | 'ends' | 'until'>,
): string {
  const [, month = 1, dayOfMonth = 1] = rule.startsOn.split('-').map(Number);
  let text: string;
  switch (rule.repeat) {
    case 'none':
      return 'Без повтора';
    case 'daily':
      text = every(rule.interval, 'Ежедневно', 'дн.');
      break;
    case 'weekly':
      text = `${every(rule.interval, 'Еженедельно', 'нед.')}: ${rule.weekdays.map((day) => weekdayShort[day - 1]).join(', ')}`;
      break;
    case 'monthly':
      text = `${every(rule.interval, 'Ежемесячно', 'мес.')}, ${dayOfMonth}-го${dayOfMonth > 28 ? ' (в коротком месяце — в последний день)' : ''}`;
      break;
    case 'yearly':
      text = `${every(rule.interval, 'Ежегодно', 'г.')}, ${dayOfMonth} ${monthsGenitive[month - 1]}${
        month === 2 && dayOfMonth === 29 ? ' (в невисокосный год — 28 февраля)' : ''
      }`;
      break;
  }
  if (rule.ends === 'until' && rule.until) return `${text}, до ${dayText(rule.until)}`;
  if (rule.ends === 'after-done') return `${text}, до первого выполнения`;
  return text;
}

/** Whom a task goes to, in words. */
export function audienceText(rule: Pick<TaskRule, 'audience' | 'point'>): string {
  return rule.audience === 'point' && rule.point ? `ПВЗ «${rule.point.name}»` : taskAudienceTitle[rule.audience];
}
