import type { ApiConfig } from './config';
import { openPglite, openPostgres } from './db/database';
import { migrate } from './db/migrations';
import { ensureAdmin, seedDemoData } from './db/seedDemo';
import { buildApi } from './server';

/** Opens the database, migrates it, seeds it if asked, and listens. Returns a way to stop. */
export async function startApi(config: ApiConfig) {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.pgliteDir);
  const applied = await migrate(db);
  const seeded = config.seedDemo ? await seedDemoData(db) : false;
  if (config.admin) await ensureAdmin(db, config.admin.id, config.admin.password);
  const app = await buildApi(db, config);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.pgliteDir}`;
  console.log(
    `api listening on http://${config.host}:${config.port} (${where}` +
      `${applied.length ? `, migrations ${applied.join(', ')} applied` : ''}${seeded ? ', demo data loaded' : ''})`,
  );
  return {
    stop: async () => {
      await app.close();
      await db.close();
    },
  };
}
