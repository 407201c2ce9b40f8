import express from 'express';
import type { RequestHandler, Router } from 'express';
import type { LiveHub, ServiceSettings } from '@leave/service';
import type { DataFile } from '../databaseTypes';
import { applyFaults, FaultBook } from './faults';
import { journalRequests, RequestJournal } from './requestJournal';
import { restView } from './restView';
import { clockRoutes } from './routes/clockRoutes';
import { faultRoutes } from './routes/faultRoutes';
import { journalRoutes } from './routes/journalRoutes';
import { panelRoutes } from './routes/panelRoutes';
import { answer, onlyJsonChanges } from './routes/qaHttp';
import { scenarioRoutes } from './routes/scenarioRoutes';
import { readScenarios } from './scenarios/catalogue';
import { keptQaState, readQaState } from './qaState';
import type { SavedQa } from './qaState';
import { schoolClock } from './schoolClock';
import type { SchoolClock } from './schoolClock';
import { sessionUser } from './sessionUser';

/** Where the controls answer; the journal, faults and latency leave these paths alone. */
export const QA_PREFIX = '/__qa';

const isQaPath = (path: string) => path === QA_PREFIX || path.startsWith(`${QA_PREFIX}/`);

/**
 * Before the data file opens: the QA state kept beside it (qaState.ts), and the clock at the
 * today QA had fixed, if it had, so that fresh data is dated around it too.
 */
export function restoreQa(settings: ServiceSettings, dataFile: string) {
  const saved = readQaState(dataFile);
  const clock = schoolClock(settings, saved.today);
  if (saved.today) console.log(`mock-api: today is ${saved.today}, as QA fixed it (DELETE /__qa/clock ends it)`);
  return { dataFile, saved, clock };
}

export interface QaControlsOptions {
  /** What restoreQa found. */
  restored: { dataFile: string; saved: SavedQa; clock: SchoolClock };
  data: DataFile;
  live: LiveHub;
  /** Every path the API serves: what a fault may name, besides json-server's collections. */
  endpointPaths: ReadonlySet<string>;
  /** The endpoint's own JSON body reader, for a fault that matches a body fragment. */
  readBody: (method: string, path: string) => RequestHandler | undefined;
}

/**
 * The QA controls of the mock: reset and named scenarios, the school's clock, faults and
 * latency, the request journal, the panel over them, and json-server's read-only view of the
 * data. `before` goes ahead of every route (it journals, delays and fails calls), `routes` under
 * QA_PREFIX, `rest` after the API's own endpoints.
 */
export function qaControls({ restored, data, live, endpointPaths, readBody }: QaControlsOptions) {
  const { clock, saved, dataFile } = restored;
  const journal = new RequestJournal();
  if (saved.journal) journal.restore(saved.journal);
  const kept = keptQaState(dataFile, () => ({ today: clock.fixedByQa(), journal: journal.saved() }));
  journal.onChange = kept.saveSoon;
  clock.onChange = kept.flush;
  const faults = new FaultBook();
  const userOf = sessionUser(data);
  const rest = restView(data, endpointPaths);
  const routes: Router = express.Router();
  routes.use(onlyJsonChanges, express.json({ limit: '16kb' }));
  panelRoutes(routes);
  scenarioRoutes(routes, { data, live, clock, scenarios: readScenarios() });
  clockRoutes(routes, clock);
  faultRoutes(routes, faults, new Set([...endpointPaths, ...rest.rootPaths]));
  journalRoutes(routes, journal);
  routes.get(
    '/db',
    answer(() => rest.index()),
  );
  return {
    before: [journalRequests(journal, isQaPath, userOf), applyFaults(faults, isQaPath, { userOf, readBody })],
    routes,
    rest,
    /** Saves the clock and the journal now: when the process ends. */
    flush: kept.flush,
  };
}
