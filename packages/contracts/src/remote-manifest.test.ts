import { remoteStartScripts } from './remote-manifest.js';

const manifest = (entry: { name: string; path: string }, sync: unknown[]) =>
  JSON.stringify({ metaData: { remoteEntry: entry }, exposes: [{ name: 'pages', assets: { js: { sync } } }] });

describe('the scripts a remote starts with', () => {
  it('are its entry, joined as the federation runtime joins it, and its pages module', () => {
    expect(remoteStartScripts(manifest({ name: 'remoteEntry.js', path: '' }, ['pages.1a2b3c4d.js']))).toEqual([
      'remoteEntry.js',
      'pages.1a2b3c4d.js',
    ]);
    expect(remoteStartScripts(manifest({ name: 'remoteEntry.js', path: '/static/' }, []))).toEqual([
      'static/remoteEntry.js',
    ]);
  });

  it.each([
    ['not JSON', '{'],
    [
      'no pages module',
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
    ],
    ['a file leaving its folder', manifest({ name: 'remoteEntry.js', path: '' }, ['../api/x.js'])],
    ['a header-breaking name', manifest({ name: 'remoteEntry.js', path: '' }, ['a.js>; rel=preload, <b.js'])],
    ['a name that is not text', manifest({ name: 'remoteEntry.js', path: '' }, [42])],
    ['a line break', manifest({ name: 'remote\nEntry.js', path: '' }, [])],
    ...[
      'https://x.example/a.js',
      '//x.example/a.js',
      '/a.js',
      'a\\b.js',
      'a.js?x',
      '%2e%2e/a.js',
      'а.js',
      'a/./b.js',
      '',
    ].map((file): [string, string] => [
      `the file ${JSON.stringify(file)}`,
      manifest({ name: 'remoteEntry.js', path: '' }, [file]),
    ]),
    ['an entry path leaving the folder', manifest({ name: 'remoteEntry.js', path: '../' }, [])],
  ])('are none for a manifest with %s', (_case, text) => {
    expect(remoteStartScripts(text)).toBeNull();
  });
});
