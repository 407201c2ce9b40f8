import { checkPasswordHashCost, isLoopbackHost, schoolTodayOf } from '@leave/config';
import { ConfigError } from '@leave/contract';
import { LiveHub, openDemoAccounts, setPasswordHashCost, startDocumentSweep, sweptLine } from '@leave/service';
import type { ApiConfig } from './config';
import { openPglite, openPostgres } from './db/database';
import type { Database } from './db/database';
import { migrate } from './db/migrations';
import { ensureAdmin, seedDemoData } from './db/seedDemo';
import { drain, InFlight } from './drain';
import { buildApi } from './server';
import { storageOf } from './storage/sqlStorage';

/** Opens the database, migrates it, seeds it if asked, and listens. Returns a way to stop. */
export async function startApi(config: ApiConfig) {
  setPasswordHashCost(checkPasswordHashCost(config.passwordHashCost, config.host));
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.pgliteDir);
  try {
    return await serve(db, config);
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Demo accounts with published passwords are for a demo on this machine: on a network address
 * the API refuses to start while any still signs in that way, unless ALLOW_DEMO_ACCOUNTS=true.
 */
async function checkDemoAccounts(db: Database, config: ApiConfig) {
  const open = await openDemoAccounts(storageOf(db));
  if (open.length === 0) return;
  const list = open.join(', ');
  if (!isLoopbackHost(config.host) && !config.allowDemoAccounts) {
    throw new ConfigError(
      `demo accounts still sign in with their published passwords (${list}), and ${config.host} is a network ` +
        'address. Use a database without the demo data (SEED_DEMO=false), or set ALLOW_DEMO_ACCOUNTS=true for a demo.',
    );
  }
  console.warn(`WARNING: demo accounts sign in with their published passwords (${list}): for a demo only.`);
}

async function serve(db: Database, config: ApiConfig) {
  const applied = await migrate(db);
  const seeded = config.seedDemo ? await seedDemoData(db, schoolTodayOf(config)) : false;
  if (config.admin) await ensureAdmin(db, config.admin.id, config.admin.password);
  await checkDemoAccounts(db, config);
  const live = new LiveHub();
  const inFlight = new InFlight();
  const app = await buildApi(db, config, live, inFlight);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.pgliteDir}`;
  console.log(
    `api listening on http://${config.host}:${config.port} (${where}` +
      `${applied.length ? `, migrations ${applied.join(', ')} applied` : ''}${seeded ? ', demo data loaded' : ''})`,
  );
  // Documents past their retention go now and every DOCUMENT_SWEEP_SECONDS, on each instance.
  const sweep = startDocumentSweep(storageOf(db), config, {
    removed: (purged) => app.log.info(sweptLine(purged, config.documentRetentionDays)),
    failed: (error) => app.log.error({ err: error }, 'documents sweep failed; the next one tries again'),
  });
  return {
    log: app.log,
    /**
     * 'drain' (SIGTERM) takes the instance out of service without failing a request, for at most
     * SHUTDOWN_GRACE_SECONDS (drain.ts); 'now' (SIGINT, Ctrl+C) closes idle connections at once
     * and waits only for the requests in flight.
     */
    stop: async (how: 'drain' | 'now' = 'now') => {
      if (how === 'drain') {
        const { shutdownGraceSeconds: grace, shutdownIdleSeconds: idle } = config;
        app.log.info(`stopping: no new connections; the open ones have up to ${grace} s to end`);
        const { outcome, ms } = await drain(app, live, inFlight, { graceMs: grace * 1000, idleMs: idle * 1000 });
        app.log.info(
          outcome === 'drained'
            ? `stopping: every connection ended in ${ms} ms`
            : `stopping: the connections still open after ${grace} s were cut`,
        );
      }
      await sweep.stop();
      await app.close();
      await db.close();
    },
  };
}
