import { playError, playSuccess, speak } from '@pvz/scanning/feedback';
import { FeedbackToggles } from '@pvz/scanning/feedback-toggles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  constructor(readonly text: string) {}
}

const speech = { cancel: jest.fn(), speak: jest.fn(), getVoices: () => [] };

describe('scan feedback', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'speechSynthesis');
    Reflect.deleteProperty(globalThis, 'SpeechSynthesisUtterance');
    localStorage.clear();
  });

  it('does nothing, without failing, where the browser has no audio, speech or vibration', () => {
    expect(() => {
      playSuccess();
      playError();
      speak('Ячейка 12');
    }).not.toThrow();
  });

  it('speaks Russian and cuts off the previous phrase', () => {
    Object.assign(globalThis, { speechSynthesis: speech, SpeechSynthesisUtterance: FakeUtterance });

    speak('Ячейка 12');

    expect(speech.cancel).toHaveBeenCalled();
    expect(speech.speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'Ячейка 12', lang: 'ru-RU' }));
  });

  it('stays silent once the user turns speech off, and remembers the choice', async () => {
    Object.assign(globalThis, { speechSynthesis: speech, SpeechSynthesisUtterance: FakeUtterance });
    render(<FeedbackToggles />);

    await userEvent.click(screen.getByRole('switch', { name: 'Озвучивать ответы' }));
    speech.speak.mockClear();
    speak('Ячейка 12');

    expect(speech.speak).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Озвучивать ответы' })).not.toBeChecked();
    expect(JSON.parse(localStorage.getItem('pvz.scan-feedback') ?? '{}')).toEqual({ sound: true, speech: false });
  });
});
