/**
 * `npm run words:missing`: for each translated app and each language but English, the words its
 * catalogue lacks (said in English until translated) and the entries no word has any more. A
 * language in COMPLETE must lack nothing; no catalogue may keep an unused entry. Exits 1 if either.
 */
import { LANGUAGE_CODES } from '@leave/contract';
import type { LanguageCode } from '@leave/contract';
import { viewCodesOf } from './viewRefusals';

type Module = Record<string, unknown>;
type Loader = () => Promise<Module>;

/** Languages whose every word is translated (Urdu is partial: what it lacks is said in English). */
export const COMPLETE: ReadonlySet<LanguageCode> = new Set(['hi']);

/**
 * The views whose words are not in any catalogue yet: they are said in English in every language
 * (docs/translating.md). A view leaves this list when its words are in its app's catalogues.
 */
export const STILL_ENGLISH: Record<string, readonly string[]> = {};

/**
 * Each translated app: the modules that define its words, and its catalogue per language. Each
 * catalogue of views that call the API lists web-kit's `serverCommon` (the refusals any call can
 * be answered with), so none can be left without them.
 */
export const APPS: Array<{ app: string; words: Loader[]; catalogues: Record<string, Loader> }> = [
  {
    app: 'shell',
    words: [
      () => import('../shell/src/words/words'),
      () => import('../shell/src/words/releases'),
      () => import('../shell/src/words/remoteFailure'),
      () => import('../ui/src/uiWords'),
    ],
    catalogues: { hi: () => import('../shell/src/words/hi'), ur: () => import('../shell/src/words/ur') },
  },
  {
    app: 'auth-app',
    words: [
      () => import('../web-kit/src/words/serverCommon'),
      () => import('../auth-app/src/words/words'),
      () => import('../auth-app/src/words/ruleWords'),
      () => import('../auth-app/src/words/signUp'),
      () => import('../auth-app/src/words/signUpRuleWords'),
      () => import('../auth-app/src/words/serverCodes'),
      () => import('../web-kit/src/words/password'),
      () => import('../web-kit/src/words/passwordRuleWords'),
    ],
    catalogues: { hi: () => import('../auth-app/src/words/hi'), ur: () => import('../auth-app/src/words/ur') },
  },
  {
    app: 'student-app',
    words: [
      () => import('../web-kit/src/words/serverCommon'),
      () => import('../student-app/src/words/words'),
      () => import('../student-app/src/words/requests'),
      () => import('../student-app/src/words/timetable'),
      () => import('../student-app/src/words/courses'),
      () => import('../student-app/src/words/leave'),
      () => import('../student-app/src/words/refusalCodes'),
      () => import('../student-app/src/words/leaveRuleWords'),
      () => import('../domain/src/notificationCodes'),
      () => import('../web-kit/src/words/frame'),
      () => import('../web-kit/src/words/profile'),
      () => import('../web-kit/src/words/status'),
      () => import('../web-kit/src/words/chart'),
      () => import('../web-kit/src/words/notifications'),
      () => import('../web-kit/src/words/pager'),
      () => import('../web-kit/src/words/fields'),
      () => import('../web-kit/src/words/password'),
      () => import('../web-kit/src/words/passwordRuleWords'),
      () => import('../web-kit/src/words/devices'),
      () => import('../web-kit/src/words/documents'),
      () => import('../web-kit/src/words/calendar'),
    ],
    catalogues: { hi: () => import('../student-app/src/words/hi'), ur: () => import('../student-app/src/words/ur') },
  },
  {
    app: 'instructor-app',
    words: [
      () => import('../web-kit/src/words/serverCommon'),
      () => import('../instructor-app/src/words/words'),
      () => import('../instructor-app/src/words/pending'),
      () => import('../instructor-app/src/words/dashboardCodes'),
      () => import('../instructor-app/src/words/decisions'),
      () => import('../domain/src/notificationCodes'),
      () => import('../web-kit/src/words/frame'),
      () => import('../web-kit/src/words/profile'),
      () => import('../web-kit/src/words/notifications'),
      () => import('../web-kit/src/words/pager'),
      () => import('../web-kit/src/words/fields'),
      () => import('../web-kit/src/words/lectureReasons'),
      () => import('../web-kit/src/words/password'),
      () => import('../web-kit/src/words/passwordRuleWords'),
      () => import('../web-kit/src/words/devices'),
      () => import('../web-kit/src/words/documents'),
    ],
    catalogues: {
      hi: () => import('../instructor-app/src/words/hi'),
      ur: () => import('../instructor-app/src/words/ur'),
    },
  },
  {
    app: 'admin-app',
    words: [
      () => import('../web-kit/src/words/serverCommon'),
      () => import('../admin-app/src/words/words'),
      () => import('../admin-app/src/words/overview'),
      () => import('../admin-app/src/words/lists'),
      () => import('../admin-app/src/words/leaves'),
      () => import('../admin-app/src/words/courseForm'),
      () => import('../admin-app/src/words/limitForm'),
      () => import('../admin-app/src/words/courseChoice'),
      () => import('../admin-app/src/words/editCourse'),
      () => import('../admin-app/src/words/enrolments'),
      () => import('../admin-app/src/words/leaveByWeek'),
      () => import('../admin-app/src/words/leaveKinds'),
      () => import('../admin-app/src/words/ruleWords'),
      () => import('../admin-app/src/words/terms'),
      () => import('../admin-app/src/words/imports'),
      () => import('../admin-app/src/words/attendance'),
      () => import('../admin-app/src/words/signInOptions'),
      () => import('../admin-app/src/words/system'),
      () => import('../admin-app/src/words/stepUp'),
      () => import('../admin-app/src/words/audit'),
      () => import('../admin-app/src/words/auditTrail'),
      () => import('../admin-app/src/words/auditNames'),
      () => import('../admin-app/src/words/accounts'),
      () => import('../admin-app/src/words/twoFactor'),
      () => import('../domain/src/notificationCodes'),
      () => import('../web-kit/src/words/notifications'),
      () => import('../web-kit/src/words/pager'),
      () => import('../web-kit/src/words/fields'),
      () => import('../web-kit/src/words/classList'),
      () => import('../web-kit/src/words/csv'),
      () => import('../web-kit/src/words/chart'),
      () => import('../web-kit/src/words/status'),
      () => import('../web-kit/src/words/frame'),
      () => import('../web-kit/src/words/profile'),
      () => import('../web-kit/src/words/password'),
      () => import('../web-kit/src/words/passwordRuleWords'),
      () => import('../web-kit/src/words/devices'),
      () => import('../web-kit/src/words/pager'),
    ],
    catalogues: { hi: () => import('../admin-app/src/words/hi'), ur: () => import('../admin-app/src/words/ur') },
  },
  // A view loaded on its own has its own catalogue: its words and the shared components' it shows.
  {
    app: 'instructor-app history',
    words: [
      () => import('../web-kit/src/words/serverCommon'),
      () => import('../instructor-app/src/history/words'),
      () => import('../instructor-app/src/words/decisions'),
      () => import('../web-kit/src/words/status'),
      () => import('../web-kit/src/words/pager'),
      () => import('../web-kit/src/words/fields'),
    ],
    catalogues: { hi: () => import('../instructor-app/src/history/hi') },
  },
  {
    app: 'instructor-app roster',
    words: [
      () => import('../web-kit/src/words/serverCommon'),
      () => import('../instructor-app/src/roster/words'),
      () => import('../web-kit/src/words/status'),
      () => import('../web-kit/src/words/csv'),
      () => import('../web-kit/src/words/calendar'),
      () => import('../web-kit/src/words/pager'),
    ],
    catalogues: { hi: () => import('../instructor-app/src/roster/hi') },
  },
  {
    app: 'instructor-app attendance',
    words: [
      () => import('../web-kit/src/words/serverCommon'),
      () => import('../instructor-app/src/attendance/words'),
      () => import('../web-kit/src/words/classList'),
      () => import('../web-kit/src/words/pager'),
      () => import('../web-kit/src/words/fields'),
    ],
    catalogues: { hi: () => import('../instructor-app/src/attendance/hi') },
  },
  {
    app: 'instructor-app courses',
    words: [
      () => import('../web-kit/src/words/serverCommon'),
      () => import('../instructor-app/src/courses/words'),
      () => import('../instructor-app/src/courses/ruleWords'),
      () => import('../web-kit/src/words/fields'),
    ],
    catalogues: { hi: () => import('../instructor-app/src/courses/hi') },
  },
  {
    app: 'instructor-app absences by week',
    words: [
      () => import('../web-kit/src/words/serverCommon'),
      () => import('../instructor-app/src/charts/words'),
      () => import('../web-kit/src/words/chart'),
      () => import('../web-kit/src/words/frame'),
      () => import('../web-kit/src/words/profile'),
    ],
    catalogues: { hi: () => import('../instructor-app/src/charts/hi') },
  },
];

const isWord = (value: unknown): value is { id: string; defaultMessage: string } =>
  typeof value === 'object' && value !== null && 'id' in value && 'defaultMessage' in value;

/** The ids of every word a module's exported word lists define, and the server codes it lists. */
const idsIn = (module: Module) =>
  Object.values(module).flatMap((list) => {
    if (Array.isArray(list)) return list.filter((code): code is string => typeof code === 'string');
    return typeof list === 'object' && list !== null
      ? Object.values(list)
          .filter(isWord)
          .map((word) => word.id)
      : [];
  });

export interface CatalogueReport {
  app: string;
  language: string;
  missing: string[];
  unused: string[];
}

export async function wordsReport(): Promise<CatalogueReport[]> {
  const reports: CatalogueReport[] = [];
  for (const { app, words, catalogues } of APPS) {
    // The words its modules define, and the server's codes its views can be answered with (viewRefusals.ts).
    const ids = new Set([...(await Promise.all(words.map((load) => load()))).flatMap(idsIn), ...viewCodesOf(app)]);
    // English is every word's own text: the other languages have catalogues.
    for (const code of LANGUAGE_CODES.filter((one) => one !== 'en')) {
      const load = catalogues[code];
      const catalogue = load ? ((await load()).default as Record<string, string>) : {};
      reports.push({
        app,
        language: code,
        missing: [...ids].filter((id) => !(id in catalogue)).sort(),
        unused: Object.keys(catalogue)
          .filter((id) => !ids.has(id))
          .sort(),
      });
    }
  }
  return reports;
}

/** What must be fixed: an unused entry anywhere, a missing word in a complete language. */
export const problemsIn = (reports: CatalogueReport[]) =>
  reports.flatMap(({ app, language, missing, unused }) => [
    ...unused.map((id) => `${app} ${language}: ${id} is no word's id any more`),
    ...(COMPLETE.has(language as LanguageCode) ? missing.map((id) => `${app} ${language}: ${id} is missing`) : []),
  ]);

if (require.main === module) {
  void wordsReport().then((reports) => {
    for (const { app, language, missing, unused } of reports) {
      console.log(`${app} ${language}: ${missing.length} missing, ${unused.length} unused`);
      for (const id of missing) console.log(`  missing: ${id}`);
      for (const id of unused) console.log(`  unused:  ${id}`);
    }
    for (const [app, views] of Object.entries(STILL_ENGLISH))
      console.log(`${app}: still English in every language: ${views.join('; ')}`);
    const problems = problemsIn(reports);
    for (const problem of problems) console.error(problem);
    process.exitCode = problems.length ? 1 : 0;
  });
}
