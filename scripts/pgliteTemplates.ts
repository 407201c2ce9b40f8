/**
 * `npm test`'s PGlite templates, made once for all its suites (the API's and contract suites on
 * PGlite, and the browser suites' copies of the app on the API) in the folder given:
 * test-kit/src/pgliteTemplates.ts. The servers start from the run's build (LEAVE_TEST_SERVER_BUILD).
 */
import { makePgliteTemplates } from '@leave/test-kit/pgliteTemplates';

const root = process.argv[2];
if (!root) {
  console.error('usage: tsx scripts/pgliteTemplates.ts <folder>');
  process.exit(2);
}
makePgliteTemplates(root).then(
  ({ empty, seeded }) => console.log(`PGlite templates: ${empty}, ${seeded}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
