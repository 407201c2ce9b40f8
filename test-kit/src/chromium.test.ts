import fs from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions, PLAYWRIGHT_DISABLED_FEATURES } from './chromium';

/** The features Playwright's own `--disable-features` names, read from the installed playwright-core. */
function playwrightsDisabledFeatures(): string[] {
  const bundle = fs.readFileSync(
    path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list) throw new Error('playwright-core no longer lists its disabled features where this test reads them');
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

it("repeats Playwright's own disabled features, so that ours replace its switch without losing them", () => {
  expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrightsDisabledFeatures());
});

it('passes one --disable-features, with the popups off, in place of Playwright’s', () => {
  const options = chromiumLaunchOptions(['--no-sandbox']);
  const switches = options.args.filter((arg) => arg.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  expect(switches[0]!.split('=')[1]!.split(',')).toEqual(
    expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
  );
  expect(options.ignoreDefaultArgs).toEqual([`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`]);
  expect(options.args).toContain('--no-sandbox');
});
