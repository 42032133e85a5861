import { useSyncExternalStore } from 'react';

/** What the user chose to hear after a scan; vibration is always on (a phone on silent still buzzes). */
export interface FeedbackSettings {
  sound: boolean;
  speech: boolean;
}

const storageKey = 'pvz.scan-feedback';
const defaults: FeedbackSettings = { sound: true, speech: true };
const listeners = new Set<() => void>();

function load(): FeedbackSettings {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return defaults;
    const { sound, speech } = stored as Partial<Record<keyof FeedbackSettings, unknown>>;
    return { sound: sound !== false, speech: speech !== false };
  } catch {
    // storage disabled (private mode) or spoiled by hand: the defaults
    return defaults;
  }
}

// one object per change, as useSyncExternalStore compares snapshots by identity
let current: FeedbackSettings | undefined;

export function readFeedbackSettings(): FeedbackSettings {
  current ??= load();
  return current;
}

export function changeFeedbackSettings(change: Partial<FeedbackSettings>): void {
  current = { ...readFeedbackSettings(), ...change };
  try {
    localStorage.setItem(storageKey, JSON.stringify(current));
  } catch {
    // not remembered across reloads, still applied now
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  // a choice made in another tab applies here too
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey) return;
    current = load();
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useFeedbackSettings(): FeedbackSettings {
  return useSyncExternalStore(subscribe, readFeedbackSettings);
}
