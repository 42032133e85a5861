/// <reference types="@yandex/ymaps3-types" />
import { messages } from '@pvz/contracts/messages';

let loading: Promise<typeof ymaps3> | undefined;

/**
 * The Yandex Maps JS API v3 with the key and language (`ru_RU`) the gateway gave, loaded once per page
 * (the script defines one global `ymaps3`): later calls share the first call's promise. A failed load
 * is forgotten, so the next map tries again.
 */
export function loadYandexMaps(apiKey: string, lang: string): Promise<typeof ymaps3> {
  if (loading) return loading;
  const script = document.createElement('script');
  script.src = `https://api-maps.yandex.ru/v3/?apikey=${encodeURIComponent(apiKey)}&lang=${encodeURIComponent(lang)}`;
  script.async = true;
  loading = new Promise<void>((resolve, reject) => {
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(messages.mapScriptFailed));
    document.head.append(script);
  }).then(async () => {
    await ymaps3.ready;
    // the spec's «strict mode off»: the API skips its own checks of what it is given
    ymaps3.strictMode = false;
    return ymaps3;
  });
  loading.catch(() => {
    script.remove();
    loading = undefined;
  });
  return loading;
}
