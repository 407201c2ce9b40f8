/**
 * A signed-in page's first data starts beside the remote's code, not after it (issue 37): on a
 * cold load (a new browser context, nothing cached, only the session's cookie), the remote's
 * files are held back until the page has asked for the dashboard's data. If the data waited for
 * the code, nothing would ask for it while the code is held: the hold gives up and the test fails.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { apiUrlOf, appPort, DEMO, expect, signIn, test } from './fixtures';

/** How long the remote's code is held for the data to start: far longer than a page needs to ask. */
const HOLD_MS = 10_000;

interface FirstView {
  name: string;
  /** The first view's address. */
  path: string;
  /** Signs the page in as the view's account. */
  signIn: (page: Page) => Promise<void>;
  /** The heading the view shows once drawn. */
  heading: string;
  /** The remote's port after the app's. */
  remotePort: number;
  /** The first view's data call that must start while the remote's code is held. */
  data: string;
}

const FIRST_VIEWS: FirstView[] = [
  {
    name: 'Student',
    path: '/student',
    signIn: (page) => signIn(page, DEMO.student.id, DEMO.student.password),
    heading: `Welcome ${DEMO.student.name}`,
    remotePort: 2,
    data: '/studentData',
  },
  {
    name: 'Instructor',
    path: '/instructor',
    signIn: (page) => signIn(page, DEMO.instructor.id, DEMO.instructor.password, 'Instructor'),
    heading: `Welcome ${DEMO.instructor.name}`,
    remotePort: 3,
    data: '/pendingRequests',
  },
  {
    name: 'Admin',
    path: '/admin',
    signIn: async (page) => {
      await page.goto('/admin');
      await page.getByLabel('Username').fill(DEMO.admin.id);
      await page.getByLabel('Password').fill(DEMO.admin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
    },
    heading: 'Admin Dashboard',
    remotePort: 4,
    // The home's overview, asked for once the two-factor state says the admin may see it.
    data: '/adminOverview',
  },
];

/** A new context holding only the signed-in cookie: an empty cache and no tab's stored session. */
async function coldPageSignedIn(browser: Browser, page: Page, baseURL: string): Promise<Page> {
  const cookies = await page.context().cookies();
  const context = await browser.newContext({ baseURL });
  await context.addCookies(cookies);
  return context.newPage();
}

for (const view of FIRST_VIEWS) {
  test(`${view.name}: on a cold signed-in load the first data starts before the remote's code is in, and is asked for once`, async ({
    browser,
    page,
    request,
    baseURL,
  }, info) => {
    const api = await apiUrlOf(request);
    await page.goto('/');
    await view.signIn(page);
    await expect(page.getByRole('heading', { name: view.heading })).toBeVisible();

    const cold = await coldPageSignedIn(browser, page, baseURL!);
    const order: string[] = [];
    const apiCalls: string[] = [];
    let dataStarted: () => void = () => undefined;
    const dataStart = new Promise<void>((resolve) => (dataStarted = resolve));
    cold.on('request', (req: Request) => {
      const url = new URL(req.url());
      if (req.url().startsWith(api)) {
        apiCalls.push(`${url.pathname}${url.search}`);
        order.push(`api ${url.pathname}`);
        if (url.pathname === view.data) dataStarted();
      }
    });
    const remote = `http://localhost:${appPort(info) + view.remotePort}/**`;
    // One hold for all the remote's files: released when the data starts, or given up on.
    const released = Promise.race([
      dataStart.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS)),
    ]);
    let heldInVain = false;
    await cold.route(remote, async (route) => {
      if (!(await released)) heldInVain = true;
      order.push(`remote ${new URL(route.request().url()).pathname}`);
      await route.continue();
    });

    await cold.goto(view.path);
    await expect(cold.getByRole('heading', { name: view.heading })).toBeVisible({
      timeout: HOLD_MS + 10_000,
    });

    expect(heldInVain, `the remote's code was held ${HOLD_MS} ms and ${view.data} never started`).toBe(false);
    const firstRemoteFile = order.findIndex((entry) => entry.startsWith('remote '));
    expect(order.indexOf(`api ${view.data}`)).toBeLessThan(firstRemoteFile);
    expect(order.indexOf('api /session')).toBeLessThan(order.indexOf(`api ${view.data}`));
    // The app took the answers started early instead of asking again.
    const repeated = apiCalls.filter((call, index) => !call.startsWith('/events') && apiCalls.indexOf(call) !== index);
    expect(repeated).toEqual([]);
    if (view.name === 'Student') {
      // The student's first read is a window of dates, not the whole history.
      expect(apiCalls.find((call) => call.startsWith('/studentData'))).toMatch(
        /^\/studentData\?user_id=\d+&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
      );
    }
    await cold.context().close();
  });
}

test("a cold load nobody is signed in on asks the API only who is signed in, and the sign-in page's one question", async ({
  browser,
  request,
  baseURL,
}) => {
  const api = await apiUrlOf(request);
  const context = await browser.newContext({ baseURL });
  const cold = await context.newPage();
  const apiCalls: string[] = [];
  cold.on('request', (req) => {
    if (req.url().startsWith(api)) apiCalls.push(new URL(req.url()).pathname);
  });
  await cold.goto('/');
  await expect(cold.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  // Nobody's data: who is signed in, and whether sign-in with the school account is on. The
  // heading can show before the second question is sent, so wait for both, then for quiet, and
  // check that nothing else was asked.
  const expected = ['/session', '/singleSignOnStatus'];
  await expect.poll(() => [...apiCalls].sort()).toEqual(expected);
  await cold.waitForLoadState('networkidle');
  expect([...apiCalls].sort()).toEqual(expected);
  await context.close();
});

test("the shell's start-up scripts download beside main.js, not after it has run", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const cold = await context.newPage();
  const startup = new Set<string>();
  let startupAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (startupAsked = resolve));
  cold.on('request', (req) => {
    const file = new URL(req.url()).pathname.split('/').pop()!;
    if (/^(shared-libraries|bootstrap)\.[0-9a-f]+\.js$/.test(file)) {
      startup.add(file.split('.')[0]!);
      if (startup.size === 2) startupAsked();
    }
  });
  // main.js is held until both are asked for: only the page itself can ask while it is held.
  const released = Promise.race([
    asked.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS)),
  ]);
  let heldInVain = false;
  await cold.route('**/main.js', async (route) => {
    if (!(await released)) heldInVain = true;
    await route.continue();
  });
  await cold.goto('/');
  await expect(cold.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible({ timeout: HOLD_MS + 10_000 });
  expect(heldInVain, 'main.js was held and the start-up scripts were not asked for').toBe(false);
  expect([...startup].sort()).toEqual(['bootstrap', 'shared-libraries']);
  await context.close();
});

/** The remote entries a page's HTML asks the browser to preload, as the remotes' ports after the app's. */
function preloadedEntries(html: string, appPortNumber: number): number[] {
  return [...html.matchAll(/<link rel="preload" href="http:\/\/localhost:(\d+)\/remoteEntry\.js" as="script">/g)].map(
    ([, port]) => Number(port) - appPortNumber,
  );
}

test("/admin preloads the admin's home for a browser with a session, and the admin sign-in for one without", async ({
  browser,
  page,
  baseURL,
}, info) => {
  const signedOut = await browser.newContext({ baseURL });
  // The auth remote's entry (the first remote after the app's port).
  expect(preloadedEntries(await (await signedOut.request.get('/admin')).text(), appPort(info))).toEqual([1]);
  await signedOut.close();

  await page.goto('/admin');
  await page.getByLabel('Username').fill(DEMO.admin.id);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // The admin remote's entry (the fourth after the app's port).
  expect(preloadedEntries(await (await page.request.get('/admin')).text(), appPort(info))).toEqual([4]);
});
