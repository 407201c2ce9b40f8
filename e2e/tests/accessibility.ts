import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.1 A and AA rules. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The WCAG 2.1 AA rules that read colours: all a change of colour scheme can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The axe violations on the page as it is now, one line each ("rule: where"); `colours`: of the colour rules alone. */
export async function axeViolations(page: Page, { colours = false } = {}): Promise<string[]> {
  // Details of the violations alone: axe otherwise describes every element that passes, which
  // took most of its time here. Legacy mode runs axe.run in the page itself: the default opens a
  // blank page for every check to join the frames' results (our pages have no frames), which took
  // half of each check's 0.9 s.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations } = await (colours ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_21_AA)).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How many pixels the page is wider than the window (0 or less: nothing to scroll sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Values that do not fit: a card's value running past the card's edge ("CS1" for CS101), or a
 * date broken over two lines.
 */
export function clippedValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const outside = Array.from(document.querySelectorAll('section dd')).filter((value) => {
      const card = value.closest('section')!.getBoundingClientRect();
      return value.getBoundingClientRect().right > card.right + 0.5 || value.scrollWidth > value.clientWidth + 0.5;
    });
    const broken = Array.from(document.querySelectorAll('dd time')).filter((time) => time.getClientRects().length > 1);
    return [...outside, ...broken].map((element) => element.textContent ?? '');
  });
}

/** A phone's width: screens this narrow are checked in the dark colour scheme as well. */
const PHONE_WIDTH = 600;

/**
 * The violations of axe's colour rules in the dark colour scheme, as a system set to dark gets it
 * (the page's colours follow `prefers-color-scheme`; nothing else on it changes), then back to the
 * scheme the test asked for.
 */
async function darkViolations(page: Page, usual: 'light' | 'dark' | 'no-preference'): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    return (await axeViolations(page, { colours: true })).map((violation) => `in dark mode: ${violation}`);
  } finally {
    await page.emulateMedia({ colorScheme: usual });
  }
}

/**
 * What every screen owes everyone: no axe (WCAG 2.1 AA) violation, in both colour schemes on a
 * phone, nothing wider than the window or clipped, one main landmark, and a title of its own.
 */
export async function expectUsableScreen(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} - Leave Management`);
  expect(await axeViolations(page)).toEqual([]);
  if ((page.viewportSize()?.width ?? Infinity) < PHONE_WIDTH) {
    const usual = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
    expect(await darkViolations(page, usual)).toEqual([]);
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedValues(page)).toEqual([]);
  await expect(page.getByRole('main')).toHaveCount(1);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails if
 * it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
