import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
 * What makes the page wider than the window: each element whose right edge passes it while its
 * parent's does not, as "tag.class 'text': right px" (none when nothing does).
 */
export function widerThanWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const passes = (element: Element) => element.getBoundingClientRect().right > edge;
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => passes(element) && !(element.parentElement && passes(element.parentElement)))
      .filter((element) => getComputedStyle(element).position !== 'fixed' && !element.closest('.visually-hidden'))
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
        const text = (element.textContent ?? '').trim().slice(0, 30);
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} '${text}': ${Math.round(element.getBoundingClientRect().right)}px`;
      });
  });
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

/** The smallest tap target WCAG 2.5.5 asks for, in CSS pixels each way. */
export const TAP_TARGET = 44;

/**
 * The controls on the page smaller than a fingertip (44x44 CSS px), one line each ("Menu: 38x31").
 * A checkbox or radio counts with its label (a tap on either ticks it); a link inside a sentence
 * (shown inline) is WCAG's exception; hidden controls and those in closed parts are not counted.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, textarea, summary, input:not([type="hidden"]), [role="button"], [role="checkbox"], [role="tab"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.display === 'inline' || style.visibility === 'hidden') continue;
      if (control.closest('[aria-hidden="true"], [inert], .visually-hidden')) continue;
      const tickable = control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
      const target = (tickable && control.closest('label')) || control;
      const { width, height } = target.getBoundingClientRect();
      if (width <= 1 || height <= 1) continue;
      if (width >= least - 0.5 && height >= least - 0.5) continue;
      const name =
        control.getAttribute('aria-label') ||
        (control.textContent ?? '').trim().slice(0, 40) ||
        control.getAttribute('name') ||
        control.tagName.toLowerCase();
      small.push(`${name}: ${Math.round(width)}x${Math.round(height)}`);
    }
    return small;
  }, TAP_TARGET);
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
 * What a screen owes a person at the window's size now: nothing wider than the window or
 * clipped, on a phone no tap target under 44x44 px (a failure names the size).
 */
async function expectFits(page: Page) {
  const size = page.viewportSize();
  const at = size ? `at ${size.width}x${size.height}` : undefined;
  if ((await horizontalOverflow(page)) > 0) expect(await widerThanWindow(page), at).toEqual([]);
  expect(await horizontalOverflow(page), at).toBeLessThanOrEqual(0);
  expect(await clippedValues(page), at).toEqual([]);
  if ((size?.width ?? Infinity) < PHONE_WIDTH) expect(await smallTargets(page), at).toEqual([]);
}

export interface UsableScreenOptions {
  /**
   * Another window size (a larger phone) the screen is checked at too, as it stands: the window
   * is resized to it and back. There everything but axe is checked (its rules read the page, not
   * 30 px more of width): nothing wider or clipped, the tap targets, one main landmark, the title.
   */
  alsoAt?: { width: number; height: number };
}

/**
 * What every screen owes everyone: no axe (WCAG 2.1 AA) violation, in both colour schemes on a
 * phone, nothing wider than the window or clipped, on a phone no tap target under 44x44 px, one
 * main landmark, and a title of its own.
 */
export async function expectUsableScreen(page: Page, title: string, { alsoAt }: UsableScreenOptions = {}) {
  await expect(page).toHaveTitle(`${title} - Leave Management`);
  expect(await axeViolations(page)).toEqual([]);
  if ((page.viewportSize()?.width ?? Infinity) < PHONE_WIDTH) {
    const usual = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
    expect(await darkViolations(page, usual)).toEqual([]);
  }
  await expectFits(page);
  await expect(page.getByRole('main')).toHaveCount(1);
  if (!alsoAt) return;
  const usual = page.viewportSize()!;
  await page.setViewportSize(alsoAt);
  try {
    await expect(page, `at ${alsoAt.width}x${alsoAt.height}`).toHaveTitle(`${title} - Leave Management`);
    await expectFits(page);
    await expect(page.getByRole('main'), `at ${alsoAt.width}x${alsoAt.height}`).toHaveCount(1);
  } finally {
    await page.setViewportSize(usual);
  }
}

/**
 * expectUsableScreen in the projects that check screens: a flow run on both backends checks its
 * screens once, on the real API (the mock's project says so in its metadata), as the screens are
 * the same build whichever backend answers them.
 */
export async function expectUsableScreenOnce(page: Page, title: string, options: UsableScreenOptions = {}) {
  if (test.info().project.metadata.screensCheckedElsewhere) return;
  await expectUsableScreen(page, title, options);
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
