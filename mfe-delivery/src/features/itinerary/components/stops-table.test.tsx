import type { PlaceRef } from '@pvz/contracts/api/itinerary';
import { renderWithProviders } from '@pvz/test-utils/render-with-providers';
import { fireEvent, screen, within } from '@testing-library/react';
import { StopsTable } from './stops-table';

const stops: PlaceRef[] = [
  { kind: 'point', id: 1 },
  { kind: 'point', id: 2 },
  { kind: 'delivery-point', id: 3 },
];
const nameOf = (place: PlaceRef) => `${place.kind === 'point' ? 'ПВЗ' : 'Склад'} ${place.id}`;

function rowOf(name: string): HTMLElement {
  const table = screen.getByRole('region', { name: 'Порядок остановок' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

describe('the stops of a route', () => {
  it('moves a stop dragged onto another to its place', () => {
    const onReorder = jest.fn();
    renderWithProviders(<StopsTable stops={stops} nameOf={nameOf} route={null} onReorder={onReorder} />);
    fireEvent.dragStart(rowOf('ПВЗ 1'));
    fireEvent.dragOver(rowOf('Склад 3'));
    fireEvent.drop(rowOf('Склад 3'));
    expect(onReorder).toHaveBeenCalledWith([stops[1], stops[2], stops[0]]);
  });

  it('leaves the order as it is when a stop is dropped on itself', () => {
    const onReorder = jest.fn();
    renderWithProviders(<StopsTable stops={stops} nameOf={nameOf} route={null} onReorder={onReorder} />);
    fireEvent.dragStart(rowOf('ПВЗ 2'));
    fireEvent.drop(rowOf('ПВЗ 2'));
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('moves a stop with the arrows from the keyboard', async () => {
    const onReorder = jest.fn();
    const { user } = renderWithProviders(
      <StopsTable stops={stops} nameOf={nameOf} route={null} onReorder={onReorder} />,
    );
    expect(screen.getByRole('button', { name: 'Выше: ПВЗ 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Выше: Склад 3' }));
    expect(onReorder).toHaveBeenCalledWith([stops[0], stops[2], stops[1]]);
  });
});
