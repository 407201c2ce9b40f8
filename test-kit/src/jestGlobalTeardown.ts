/** jest's global teardown for the backend suites: removes the run's templates and its own build. */
import fs from 'node:fs';
import path from 'node:path';
import { OWN_PGLITE_TEMPLATES, PGLITE_EMPTY_TEMPLATE, PGLITE_TEMPLATE } from './pgliteTemplate';
import { dropPostgresTemplate } from './postgresTemplate';
import { OWN_SERVER_BUILD, SERVER_BUILD } from './serverBuild';

export default async function removeTemplates() {
  await dropPostgresTemplate();
  if (process.env[OWN_SERVER_BUILD]) {
    fs.rmSync(process.env[SERVER_BUILD]!, { recursive: true, force: true });
    delete process.env[SERVER_BUILD];
    delete process.env[OWN_SERVER_BUILD];
  }
  // Templates the run was given (npm test's, for all its suites) are their maker's to remove.
  const dir = process.env[PGLITE_TEMPLATE];
  if (!dir || !process.env[OWN_PGLITE_TEMPLATES]) return;
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  delete process.env[PGLITE_TEMPLATE];
  delete process.env[PGLITE_EMPTY_TEMPLATE];
  delete process.env[OWN_PGLITE_TEMPLATES];
}
