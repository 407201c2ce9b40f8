/**
 * The table of the server's codes each catalogue's views can meet (viewRefusals.ts): its endpoints
 * are the API's, its codes the domain's, and it lists every endpoint an app's sources call, so a
 * new call cannot leave its refusals out of `npm run words:missing`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fieldMessages, messages, rollImportMessages, rollMessages } from '@leave/domain';
import { ENDPOINTS } from '@leave/service';
import { APPS } from './wordsMissing';
import { VIEW_REFUSALS, viewCodesOf } from './viewRefusals';

const ROOT = path.resolve(__dirname, '..');

const DOMAIN_CODES = new Set(
  [messages, fieldMessages, rollMessages, rollImportMessages].flatMap((catalogue) =>
    Object.values(catalogue as Record<string, { code: string }>).map(({ code }) => code),
  ),
);

/** The endpoints a folder's sources call (`url: '/x'`, `() => '/x'`), tests and testing kits left out. */
function calledIn(folder: string): Set<string> {
  const called = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const [, url] of text.matchAll(/(?:url: |=> )'(\/[A-Za-z]+)'/g)) called.add(url!);
      }
    }
  };
  walk(path.join(ROOT, folder));
  return called;
}

/** The table's endpoints of an app: its own catalogue's and its views' own catalogues'. */
const tabled = (app: string) =>
  new Set(
    Object.entries(VIEW_REFUSALS)
      .filter(([name]) => name === app || name.startsWith(`${app} `))
      .flatMap(([, calls]) => Object.keys(calls)),
  );

it("names only the API's endpoints, the domain's codes and the translated apps", () => {
  const paths = new Set(ENDPOINTS.map((endpoint) => endpoint.path));
  const apps = new Set(APPS.map(({ app }) => app));
  for (const [app, calls] of Object.entries(VIEW_REFUSALS)) {
    expect(apps).toContain(app);
    for (const endpoint of Object.keys(calls)) expect(paths).toContain(endpoint);
    for (const code of viewCodesOf(app)) expect(DOMAIN_CODES).toContain(code);
  }
});

it.each(['auth-app', 'student-app', 'instructor-app', 'admin-app'])(
  'lists every endpoint the %s calls, with the codes its views can meet',
  (app) => {
    const missing = [...calledIn(`${app}/src`)].filter((endpoint) => !tabled(app).has(endpoint));
    expect(missing).toEqual([]);
  },
);

it("lists the endpoints of web-kit's views every role's dashboard opens, for each role", () => {
  const shared = ['/changePassword', '/signOutDevice', '/signOutEverywhere', '/readNotifications', '/attachDocuments'];
  const webKit = calledIn('web-kit/src');
  for (const endpoint of shared) expect(webKit).toContain(endpoint);
  for (const app of ['student-app', 'instructor-app', 'admin-app']) {
    for (const endpoint of shared.filter((one) => app !== 'admin-app' || one !== '/attachDocuments'))
      expect(tabled(app)).toContain(endpoint);
  }
});
