import type { SavedStop } from '@pvz/contracts/api/itinerary';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { screen, within } from '@testing-library/react';
import { boxAt, savedRoute } from '../../../pages/route-fixtures';
import { CourierStopCard } from './courier-stop-card';

const stopWith = (fields: Partial<SavedStop>) => savedRoute({}, [fields]).stops[0] as SavedStop;

describe('a stop of the courier’s route', () => {
  it('says what to leave and what to take at a point', () => {
    const stop = stopWith({ boxes: [boxAt(31, 2)], pickup: { boxes: [], returns: [501, 502] } });
    renderWithProviders(<CourierStopCard routeId={11} stop={stop} next />);
    const card = screen.getByRole('article', { name: 'Остановка 1: ПВЗ 1' });
    expect(within(card).getByText('Оставить: коробок 1')).toBeVisible();
    expect(within(card).getByText('Забрать: возвратов 2')).toBeVisible();
    const taken = within(card).getByRole('list', { name: 'Забрать: ПВЗ 1' });
    expect(
      within(taken)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Возврат №501', 'Возврат №502']);
  });

  it('says when there is nothing to take', () => {
    renderWithProviders(<CourierStopCard routeId={11} stop={stopWith({})} next={false} />);
    expect(screen.getByText('Забрать: нечего')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Забрать: ПВЗ 1' })).toBeNull();
  });
});
