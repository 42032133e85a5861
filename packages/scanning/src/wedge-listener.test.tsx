import { listenForWedgeScans } from '@pvz/scanning/wedge-listener';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

/** A scanner types about one key every 10 ms; a person takes well over 100 ms. */
const scanner = () => userEvent.setup({ delay: 10, advanceTimers: jest.advanceTimersByTime });
const person = () => userEvent.setup({ delay: 150, advanceTimers: jest.advanceTimersByTime });

let onScan: jest.Mock;
let stop: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom stamps events with the real clock; browsers stamp them on the performance timeline, which fake timers drive
  jest.spyOn(Event.prototype, 'timeStamp', 'get').mockImplementation(() => performance.now());
  onScan = jest.fn();
  stop = listenForWedgeScans({ onScan });
});

afterEach(() => {
  stop();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

function NoteField() {
  const [note, setNote] = useState('');
  return (
    <form onSubmit={onSubmit}>
      <input aria-label="Заметка" value={note} onChange={(event) => setNote(event.target.value)} />
      <output aria-label="Сохранено в состоянии">{note}</output>
    </form>
  );
}
const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());

describe('keyboard-wedge listener', () => {
  it('reports a fast burst ended by Enter once, as typed', async () => {
    await scanner().keyboard('https://host/spreadsheets/record/1/123{Enter}');

    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('https://host/spreadsheets/record/1/123');
  });

  it('never reports slow typing, however long', async () => {
    await person().keyboard('1/123456{Enter}');

    expect(onScan).not.toHaveBeenCalled();
  });

  it('ignores bursts shorter than a code and key combinations', async () => {
    await scanner().keyboard('12{Enter}');
    await scanner().keyboard('{Control>}abcdef{/Control}{Enter}');

    expect(onScan).not.toHaveBeenCalled();
  });

  it('reads the shortest label, the first row of a kind', async () => {
    await scanner().keyboard('1/1{Enter}');

    expect(onScan).toHaveBeenCalledWith('1/1');
  });

  it('turns a scan typed in the Russian layout back into the code: "." is "/"', async () => {
    await scanner().keyboard('ырщз.1.8{Enter}');

    expect(onScan).toHaveBeenCalledWith('shop/1/8');
  });

  it('ignores the same code read again within the duplicate window, accepts it after', async () => {
    const user = scanner();
    await user.keyboard('1/123{Enter}');
    jest.advanceTimersByTime(500);
    await user.keyboard('1/123{Enter}');
    expect(onScan).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(2000);
    await user.keyboard('1/123{Enter}');
    expect(onScan).toHaveBeenCalledTimes(2);
  });

  it('takes a burst typed into a focused field back out of it and keeps the form from submitting', async () => {
    render(<NoteField />);
    const field = screen.getByRole('textbox', { name: 'Заметка' });
    await person().type(field, 'до ');

    await scanner().keyboard('1/123{Enter}');

    expect(onScan).toHaveBeenCalledWith('1/123');
    expect(field).toHaveValue('до ');
    expect(screen.getByLabelText('Сохранено в состоянии')).toHaveTextContent('до');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves a field marked data-scan-input to handle its own keys', async () => {
    render(<input aria-label="Код" data-scan-input />);
    const field = screen.getByRole('textbox', { name: 'Код' });
    await person().click(field);

    await scanner().keyboard('1/123{Enter}');

    expect(onScan).not.toHaveBeenCalled();
    expect(field).toHaveValue('1/123');
  });
});
