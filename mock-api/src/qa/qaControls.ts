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
import { onlyJsonChanges } from './routes/qaHttp';
import { scenarioRoutes } from './routes/scenarioRoutes';
import { readScenarios } from './scenarios/catalogue';
import { schoolClock } from './schoolClock';
import { sessionUser } from './sessionUser';

/** Where the controls answer; the journal, faults and latency leave these paths alone. */
export const QA_PREFIX = '/__qa';

const isQaPath = (path: string) => path === QA_PREFIX || path.startsWith(`${QA_PREFIX}/`);

export interface QaControlsOptions {
  data: DataFile;
  settings: ServiceSettings;
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
export function qaControls({ data, settings, live, endpointPaths, readBody }: QaControlsOptions) {
  const journal = new RequestJournal();
  const faults = new FaultBook();
  const clock = schoolClock(settings);
  const userOf = sessionUser(data);
  const rest = restView(data, endpointPaths);
  const routes: Router = express.Router();
  routes.use(onlyJsonChanges, express.json({ limit: '16kb' }));
  panelRoutes(routes);
  scenarioRoutes(routes, { data, live, clock, scenarios: readScenarios() });
  clockRoutes(routes, clock);
  faultRoutes(routes, faults, new Set([...endpointPaths, ...rest.rootPaths]));
  journalRoutes(routes, journal);
  return {
    before: [journalRequests(journal, isQaPath, userOf), applyFaults(faults, isQaPath, { userOf, readBody })],
    routes,
    rest,
  };
}
