/** @jest-environment node */
import { withoutHotUpdates } from './devManifest';

it("leaves a development server's hot updates out of its manifest, and every file of the module in", () => {
  const files = (...names: string[]) => ({ sync: names, async: [] as string[] });
  const stats = {
    exposes: [
      {
        assets: {
          js: files('__federation_expose_App.js', 'main.5b1c0e2a7f.hot-update.js'),
          css: files('main.5b1c0e2a7f.hot-update.css'),
        },
      },
    ],
    shared: [
      { assets: { js: { sync: [], async: ['vendors-react.js', 'remoteEntry.0a1b.hot-update.js'] }, css: files() } },
    ],
  };
  expect(withoutHotUpdates(stats)).toEqual({
    exposes: [{ assets: { js: files('__federation_expose_App.js'), css: files() } }],
    shared: [{ assets: { js: { sync: [], async: ['vendors-react.js'] }, css: files() } }],
  });
});
