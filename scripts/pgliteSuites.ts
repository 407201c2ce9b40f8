/**
 * The contract suites `npm test` runs on the API on PGlite as well as on the PostgreSQL server
 * and the mock. The API's code is the same on both databases but for how it reaches them: PGlite
 * on a thread of its own with kept plans (api/src/db/pglite*.ts), documents on disk beside the
 * data, notifications through the thread. These suites go through each of those: every endpoint
 * once (api), the workflow with its races, documents (named in every script) and their retention,
 * the bounded reads on kept plans, sessions and notifications, the overview's counts. The rest
 * (bad input, permissions, headers, sign-in methods...) checks what the database does not change,
 * and runs on the server and the mock; every flow in the browser runs on PGlite too (e2e).
 * `npm run test:contract` runs every suite on all three.
 */
export const PGLITE_CONTRACT_SUITES = [
  'contract/test/api.contract.test.ts',
  'contract/test/leaveWorkflow.contract.test.ts',
  'contract/test/documents.contract.test.ts',
  'contract/test/documentNames.contract.test.ts',
  'contract/test/documentRetention.contract.test.ts',
  'contract/test/studentDataWindow.contract.test.ts',
  'contract/test/sessions.contract.test.ts',
  'contract/test/notifications.contract.test.ts',
  'contract/test/adminOverview.contract.test.ts',
];
