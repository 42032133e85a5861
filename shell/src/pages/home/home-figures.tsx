import Grid from '@mui/material/Grid';
import type { HomeSummary } from '@pvz/contracts/api/home';
import { formatMoscowDateTime } from '@pvz/contracts/moscow-time';
import { findPage, linkOf, type PageKey } from '@pvz/contracts/pages';
import { formatMoney } from '@pvz/ui/format';
import { HomeFigure, type HomeFigureProps } from './home-figure';

const count = new Intl.NumberFormat('ru-RU');

/** The sum of a figure over the points. */
const sumOf = (points: NonNullable<HomeSummary['points']>, pick: (point: (typeof points)[number]) => number | null) =>
  points.reduce((sum, point) => sum + (pick(point) ?? 0), 0);

/** The figures of a summary, each linked to the first of its pages the caller may open. */
export function homeFigures(summary: HomeSummary, canOpen: (key: PageKey) => boolean): HomeFigureProps[] {
  const link = (...keys: PageKey[]) => {
    const key = keys.find(canOpen);
    return key ? linkOf(findPage(key)) : undefined;
  };
  const figures: HomeFigureProps[] = [];
  const { points, chats, withdrawals, debtors, equipment, autoStorage } = summary;
  if (points) {
    const several = points.length > 1 ? `по ${points.length} ПВЗ` : points[0]?.name;
    figures.push(
      {
        title: 'Ждут приёмки',
        value: count.format(sumOf(points, (point) => point.onTheWay)),
        note: several,
        to: link('goods-acceptance'),
      },
      {
        title: 'В ячейках',
        value: count.format(sumOf(points, (point) => point.atPoint)),
        note: several,
        to: link('goods-issue'),
      },
    );
    const expiring = sumOf(points, (point) => point.expiring);
    figures.push({
      title: 'Истекает срок хранения',
      value: count.format(expiring),
      to: link('goods-expired', 'goods-issue'),
      alert: expiring > 0,
    });
    if (points.some((point) => point.returnsToShip !== null)) {
      const returns = sumOf(points, (point) => point.returnsToShip);
      figures.push({
        title: 'Возвраты к отправке',
        value: count.format(returns),
        to: link('goods-refunds'),
        alert: returns > 0,
      });
    }
    if (points.some((point) => point.cashToday !== null)) {
      figures.push(
        {
          title: 'Наличные сегодня',
          value: formatMoney(sumOf(points, (point) => point.cashToday)),
          to: link('finance-balance'),
        },
        {
          title: 'Онлайн сегодня',
          value: formatMoney(sumOf(points, (point) => point.onlineToday)),
          to: link('finance-balance'),
        },
      );
    }
  }
  if (chats)
    figures.push({
      title: 'Открытые чаты',
      value: count.format(chats.open),
      note: chats.waitingSince
        ? `ждут ответа: ${chats.waiting}, дольше всех с ${formatMoscowDateTime(chats.waitingSince)}`
        : `без ответственного: ${chats.unassigned}`,
      to: link('extra-tickets'),
      alert: chats.waiting > 0,
    });
  if (withdrawals) {
    if (withdrawals.toReceive > 0)
      figures.push({
        title: 'Получить деньги',
        value: formatMoney(withdrawals.toReceiveAmount),
        note: `выводов к подтверждению: ${withdrawals.toReceive}`,
        to: link('finance-balance'),
        alert: true,
      });
    figures.push({
      title: 'Выводы к выдаче',
      value: count.format(withdrawals.toHandOver),
      to: link('finance-balance'),
      alert: withdrawals.toHandOver > 0,
    });
  }
  if (summary.transfersToConfirm !== null)
    figures.push({
      title: 'Переводы к подтверждению',
      value: count.format(summary.transfersToConfirm),
      to: link('finance-advance-report'),
      alert: summary.transfersToConfirm > 0,
    });
  if (debtors)
    figures.push({
      title: 'Должники',
      value: formatMoney(debtors.owed),
      note: `должников: ${debtors.count}`,
      to: link('finance-debtors'),
    });
  for (const [register, title, key] of [
    [equipment, 'Оборудование', 'extra-equipment'],
    [autoStorage, 'Автосклад', 'extra-auto-storage'],
  ] as const) {
    if (!register) continue;
    figures.push({
      title: `${title}: в ремонт и неисправное`,
      value: count.format(register.repair + register.faulty),
      note: `требует ремонта: ${register.repair}, неисправно: ${register.faulty}`,
      to: link(key),
      alert: register.repair + register.faulty > 0,
    });
  }
  return figures;
}

/** The figures as a grid of cards. */
export function HomeFigures({ figures }: { figures: readonly HomeFigureProps[] }) {
  return (
    <Grid container spacing={2} component="section" aria-label="Показатели">
      {figures.map((figure) => (
        <Grid key={figure.title} size={{ xs: 6, md: 4, lg: 3 }}>
          <HomeFigure {...figure} />
        </Grid>
      ))}
    </Grid>
  );
}
