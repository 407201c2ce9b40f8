/**
 * What the admin's Hindi tests share: the admin's session, a mock server whose Overview has no
 * recent changes (hindiAudit.test.tsx reads those), the language put back after each test, and
 * opening a view from the menu as it reads in Hindi.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chooseLanguage } from '@leave/ui';
import { renderRemote, resetLanguageAfterEach, setupMockServer, TEST_API_HOST } from '@leave/web-kit/testing';
import AdminApp from '../AdminApp';
import { overview } from '../overview/overviewFixture';

export const adminSession = { user_id: 1, role: 'admin' as const, name: 'Admin' };

/** Called at a test file's top level: the file's mock server. */
export function setupAdminInHindi() {
  const server = setupMockServer();
  beforeEach(() => {
    server.use(http.get(`${TEST_API_HOST}/adminOverview`, () => HttpResponse.json({ ...overview, recent: [] })));
  });
  resetLanguageAfterEach();
  return server;
}

/** The admin's dashboard in Hindi, with the view named `name` (its Hindi) opened from the menu. */
export async function openInHindi(name: string) {
  chooseLanguage('hi');
  renderRemote(AdminApp, { session: adminSession, route: '/admin' });
  const drawer = await screen.findByRole('navigation', { name: 'डैशबोर्ड मेन्यू' }, { timeout: 15_000 });
  await userEvent.click(within(drawer).getByRole('button', { name }));
}
