import { filesToPreload, remoteHints } from './remoteHints';

const MANIFEST = 'http://localhost:3002/mf-manifest.json';

it("names the remote's entry and the module's own scripts, beside the manifest", () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'App',
        assets: { js: { sync: ['vendors.1.js', '__federation_expose_App.2.js'], async: ['later.3.js'] } },
      },
      { name: 'Other', assets: { js: { sync: ['other.4.js'] } } },
    ],
  };
  expect(filesToPreload(MANIFEST, manifest, 'App')).toEqual([
    'http://localhost:3002/remoteEntry.js',
    'http://localhost:3002/vendors.1.js',
    'http://localhost:3002/__federation_expose_App.2.js',
  ]);
});

it('names only the entry for a module the manifest lacks, and nothing for a manifest without an entry', () => {
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'v2' } }, exposes: [] };
  expect(filesToPreload(MANIFEST, manifest, 'App')).toEqual(['http://localhost:3002/v2/remoteEntry.js']);
  expect(filesToPreload(MANIFEST, {}, 'App')).toEqual([]);
});

it('reads a manifest that was not there again for the next page, and then names its files', async () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'App', assets: { js: { sync: ['app.1.js'] } } }],
  };
  const fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockRejectedValueOnce(new Error('connection refused'))
    .mockResolvedValueOnce(new Response(JSON.stringify(manifest)));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  try {
    const hints = remoteHints(MANIFEST, 'App');
    await settle();
    expect(hints()).toBe('');
    await settle();
    expect(hints()).toBe(
      '<link rel="preload" href="http://localhost:3002/remoteEntry.js" as="script">' +
        '<link rel="preload" href="http://localhost:3002/app.1.js" as="script">',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  } finally {
    fetchMock.mockRestore();
  }
});
