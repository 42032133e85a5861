/**
 * The browser's AudioContext as far as our beeps use it, for component tests: `install` puts it in
 * place and forgets what was played; `tones` are the frequencies of the tones started since, in order.
 */
export class FakeAudioContext {
  static tones: number[] = [];
  readonly state = 'running';
  readonly currentTime = 0;
  readonly destination = {};

  static install(): void {
    FakeAudioContext.tones = [];
    (globalThis as { AudioContext: unknown }).AudioContext = FakeAudioContext;
  }

  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: <T>(next: T) => next };
  }

  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: <T>(next: T) => next,
      start: () => FakeAudioContext.tones.push(oscillator.frequency.value),
      stop() {},
    };
    return oscillator;
  }
}
