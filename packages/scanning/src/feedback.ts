import { readFeedbackSettings } from '@pvz/scanning/feedback-settings';

/**
 * What the staff hear and feel after a scan, so they can keep their eyes on the parcels. Each call is a
 * no-op where the browser lacks the API (and in jsdom).
 */

let audio: AudioContext | undefined;

function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  audio ??= new AudioContext();
  // created before any gesture, the context starts suspended; a scan's key press lets it resume
  if (audio.state === 'suspended') void audio.resume();
  return audio;
}

function tone(context: AudioContext, frequency: number, type: OscillatorType, startsIn: number, seconds: number) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  const start = context.currentTime + startsIn;
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  // a fade instead of a hard stop, which clicks
  gain.gain.setValueAtTime(0.25, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

function vibrate(pattern: number | number[]): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

/** A short high beep: the scan was taken. */
export function playSuccess(): void {
  vibrate(60);
  const context = readFeedbackSettings().sound ? audioContext() : null;
  if (context) tone(context, 1760, 'sine', 0, 0.1);
}

/** A low double buzz: the scan was refused or not understood. */
export function playError(): void {
  vibrate([180, 90, 180]);
  const context = readFeedbackSettings().sound ? audioContext() : null;
  if (!context) return;
  tone(context, 160, 'square', 0, 0.18);
  tone(context, 160, 'square', 0.26, 0.18);
}

/** Says the text in Russian, cutting off the previous phrase so speech never lags behind the scans. */
export function speak(text: string): void {
  if (!readFeedbackSettings().speech || typeof speechSynthesis === 'undefined') return;
  speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'ru-RU';
  // some desktop browsers ignore `lang` and read Russian with an English voice
  utterance.voice = speechSynthesis.getVoices().find((voice) => voice.lang.startsWith('ru')) ?? null;
  speechSynthesis.speak(utterance);
}
