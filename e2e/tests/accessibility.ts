import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.1 A and AA rules. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The WCAG 2.1 AA rules that read colours: all a change of colour scheme can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core in the page, once per document (a navigation brings a fresh one without it). The
 * Playwright wrapper (@axe-core/playwright) evaluated axe's half a megabyte of source twice for
 * every check, so that re-reading it took about half of what the checks cost the browser.
 */
async function axeInPage(page: Page) {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
}

/** The axe violations on the page as it is now, one line each ("rule: where"); `colours`: of the colour rules alone. */
export async function axeViolations(page: Page, { colours = false } = {}): Promise<string[]> {
  await axeInPage(page);
  // Details of the violations alone: axe otherwise describes every element that passes.
  const options: axe.RunOptions = {
    runOnly: colours ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_21_AA },
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async (runOptions) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations.map((v) => ({
        id: v.id,
        targets: v.nodes.map((node) => node.target.join(' ')),
      })),
    options,
  );
  return violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
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
