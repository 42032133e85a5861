import { loadYandexMaps } from '@pvz/ui/map/load-yandex-maps';

const scripts = () =>
  document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://api-maps.yandex.ru/v3/"]');

afterEach(() => {
  for (const script of scripts()) script.remove();
  Reflect.deleteProperty(globalThis, 'ymaps3');
});

describe('loadYandexMaps', () => {
  it('forgets a failed load, so the next map tries again', async () => {
    const failed = loadYandexMaps('key', 'ru_RU');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('не удалось загрузить скрипт Яндекс Карт');
    expect(scripts()).toHaveLength(0);

    const retry = loadYandexMaps('key', 'ru_RU');
    expect(retry).not.toBe(failed);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(retry).rejects.toThrow();
  });

  // before a load succeeds: a loaded script stays for the page, whatever a later map asks for
  it('loads the script in the language the gateway gave', async () => {
    const loading = loadYandexMaps('key', 'en_US');
    expect(scripts()[0]?.src).toBe('https://api-maps.yandex.ru/v3/?apikey=key&lang=en_US');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow();
  });

  it('adds the script once, in Russian with the key, waits for ready and turns strict mode off', async () => {
    const first = loadYandexMaps('the key', 'ru_RU');
    const second = loadYandexMaps('the key', 'ru_RU');
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://api-maps.yandex.ru/v3/?apikey=the%20key&lang=ru_RU');

    const api = { ready: Promise.resolve(), strictMode: true };
    Object.assign(globalThis, { ymaps3: api });
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    expect(api.strictMode).toBe(false);
  });
});
