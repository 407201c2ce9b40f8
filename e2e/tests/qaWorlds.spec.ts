import { qaWorldFixtures } from '@leave/test-kit/qaWorld';
import type { QaWorldFixtures, QaWorldWorkerFixtures } from '@leave/test-kit/qaWorld';
import { QA_APP } from '../playwright.config';
import { DEMO, expect, signIn, test as base } from './fixtures';

/**
 * QA worlds (issue 61): two workers on one mock (the QA panel's copy), each in a world of its own
 * (the fixture in @leave/test-kit/qaWorld), load different scenarios on different todays at the
 * same time; each student sees only their world's data and day, each journal holds only its own
 * world's calls, and a fault in one world leaves the other alone.
 */
const test = base.extend<QaWorldFixtures, QaWorldWorkerFixtures>(qaWorldFixtures(`http://localhost:${QA_APP.apiPort}`));
test.use({ baseURL: `http://localhost:${QA_APP.port}` });
test.describe.configure({ mode: 'parallel' });

/** A day of the month `monthsOn` after this one: a today no run falls on, so only the world's clock explains it. */
function dayOfMonth(monthsOn: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsOn, day)).toISOString().slice(0, 10);
}

const WORLDS = [
  { scenario: 'at-risk', today: dayOfMonth(1, 24), closeToLimit: true },
  { scenario: 'empty-term', today: dayOfMonth(2, 12), closeToLimit: false },
];

for (const { scenario, today, closeToLimit } of WORLDS) {
  test(`a worker's world: ${scenario} on ${today}, unseen by the other worker`, async ({ page, qa }) => {
    await qa.today(today);
    expect((await qa.scenario(scenario)).today).toBe(today);
    // Only this world's faults: a fault on another user, and on this student's notifications.
    await qa.fault({ path: '/notifications', user: 1002, status: 503 });

    await page.goto('/');
    await signIn(page, DEMO.student.id, DEMO.student.password);
    await expect(page.getByRole('heading', { name: `Welcome ${DEMO.student.name}` })).toBeVisible();
    await expect(page.getByText(`You selected date: ${today}`)).toBeVisible();
    await page.getByRole('button', { name: 'View Courses' }).click();
    const standing = page.getByRole('group', { name: 'CS101 against its limit' });
    if (closeToLimit) await expect(standing).toContainText('Close to the limit.');
    else await expect(standing).not.toContainText('Close to the limit.');

    // The journal is this world's: this student's one sign-in, their data asked for as them.
    const signIns = await qa.requests({ path: '/userVerify' });
    expect(signIns.map((call) => [call.status, (call.body as { user_id: number }).user_id])).toEqual([
      [200, Number(DEMO.student.id)],
    ]);
    const asked = await qa.verify({ method: 'GET', path: '/studentData', user: Number(DEMO.student.id) });
    expect(asked.matched, asked.message).toBe(true);
    expect(await qa.today()).toBe(today);
    await qa.clearFaults();
  });
}
