/**
 * How the browser suites and the benches launch Debian's Chromium (Playwright's own browser
 * download does not work here): `chromium.launch(chromiumLaunchOptions())` or a Playwright
 * config's `launchOptions`.
 */

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65.1, chromiumSwitches.ts).
 * Chromium reads only the last `--disable-features` on its command line, so adding one of ours
 * would drop these: ours repeats them, in place of Playwright's (chromium.test.ts checks the list
 * is still Playwright's).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Every browser context is a window of its own, and for each window Chromium 156 loads two WebUI
 * omnibox popups, each in a renderer process, that a test never opens: 20 contexts took 28-29 CPU-s
 * with them and 14-15 without. A person's browser loads them once per window, not per page.
 */
const BROWSER_UI_NOT_USED = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const switchOf = (features: string[]) => `--disable-features=${features.join(',')}`;

export function chromiumLaunchOptions(args: string[] = []) {
  return {
    executablePath: CHROMIUM_PATH,
    ignoreDefaultArgs: [switchOf(PLAYWRIGHT_DISABLED_FEATURES)],
    args: [...args, switchOf([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_NOT_USED])],
  };
}
