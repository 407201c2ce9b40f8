/** jest's global teardown for the backend suites: removes the run's templates. */
import fs from 'node:fs';
import path from 'node:path';
import { PGLITE_EMPTY_TEMPLATE, PGLITE_TEMPLATE } from './pgliteTemplate';
import { dropPostgresTemplate } from './postgresTemplate';

export default async function removeTemplates() {
  await dropPostgresTemplate();
  const dir = process.env[PGLITE_TEMPLATE];
  if (!dir) return;
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  delete process.env[PGLITE_TEMPLATE];
  delete process.env[PGLITE_EMPTY_TEMPLATE];
}
