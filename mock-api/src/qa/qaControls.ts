import path from 'node:path';
import express from 'express';
import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { fieldMessages, messages, oneOf, parseRequest } from '@leave/domain';
import type { LiveHub, ServiceSettings } from '@leave/service';
import type { DataFile } from '../databaseTypes';
import { applyFaults, FaultBook, faultSchema, latencySchema } from './faults';
import { qaMessages } from './qaMessages';
import { journalRequests, RequestJournal } from './requestJournal';
import { restView } from './restView';
import { readScenarios } from './scenarios/catalogue';
import { scenarioState } from './scenarioState';
import { clockSchema, schoolClock } from './schoolClock';

/** Where the controls answer; the journal, faults and latency leave these paths alone. */
export const QA_PREFIX = '/__qa';

const isQaPath = (path: string) => path === QA_PREFIX || path.startsWith(`${QA_PREFIX}/`);

/** The QA panel: a page over these controls, at /__qa/. */
const PANEL_DIR = path.join(import.meta.dirname, 'panel');
const PANEL_FILES = [
  ['/', 'html'],
  ['/panel.js', 'js'],
  ['/panel.css', 'css'],
] as const;

const sinceSchema = z.object({
  since: z.string().regex(/^\d+$/, fieldMessages.notANumber('since')).transform(Number).optional(),
});

export interface QaControlsOptions {
  data: DataFile;
  settings: ServiceSettings;
  live: LiveHub;
  /** Every path the API serves: what a fault may name. */
  endpointPaths: ReadonlySet<string>;
}

/** Answers 400 naming the field and gives undefined when `input` does not fit `schema`. */
function parsedOr400<T>(schema: z.ZodType<T>, input: unknown, res: Response): T | undefined {
  const parsed = parseRequest(schema, input);
  if (parsed.ok) return parsed.value;
  res.status(400).json(parsed.error);
  return undefined;
}

/**
 * A change asked without a JSON content type is refused, as the API refuses one: a plain form or
 * a "no-cors" request from any other page the tester has open cannot send it, so such a page
 * cannot reset the data or set faults behind their back.
 */
const onlyJsonChanges: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || /^application\/json\b/i.test(req.get('content-type') ?? ''))
    return next();
  res.status(415).json({ message: messages.sendJson });
};

/**
 * The QA controls of the mock: reset and named scenarios, the school's clock, faults and
 * latency, the request journal, and json-server's read-only view of the data. `before` goes
 * ahead of every route (it journals, delays and fails calls), `routes` under QA_PREFIX, `rest`
 * after the API's own endpoints.
 */
export function qaControls({ data, settings, live, endpointPaths }: QaControlsOptions) {
  const journal = new RequestJournal();
  const faults = new FaultBook();
  const clock = schoolClock(settings);
  const scenarios = readScenarios();
  const scenarioNames = scenarios.map((s) => s.name) as [string, ...string[]];
  const rest = restView(data, endpointPaths);
  const faultPaths = new Set([...endpointPaths, ...rest.paths.slice(1)]);

  /** Puts the scenario in place of all data, sessions included, ending the live streams of every session there was. */
  async function load(name: string) {
    const scenario = scenarios.find((s) => s.name === name)!;
    const { today } = clock.now();
    const built = scenario.build(today);
    const state = await scenarioState(built);
    const ended = data.state.sessions.map((s) => s.token_hash);
    data.replace(state);
    for (const tokenHash of ended) live.endSession(tokenHash);
    return {
      scenario: name,
      today,
      sessions: state.sessions.map((s, index) => ({
        role: s.role,
        user_id: s.user_id,
        token: built.sessions[index]!.token,
        expires_at: new Date(s.expires_at).toISOString(),
      })),
    };
  }

  const routes: Router = express.Router();
  routes.use(onlyJsonChanges, express.json({ limit: '16kb' }));
  const answer =
    (handle: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler =>
    (req, res, next) => {
      Promise.resolve(handle(req, res)).then((body) => {
        if (body !== undefined && !res.headersSent) res.json(body);
      }, next);
    };

  for (const [file, type] of PANEL_FILES) {
    routes.get(file, (_req, res) => res.type(type).sendFile(path.join(PANEL_DIR, file === '/' ? 'index.html' : file)));
  }
  routes.post(
    '/reset',
    answer(() => load('demo')),
  );
  routes.get(
    '/scenarios',
    answer(() => ({ scenarios: scenarios.map(({ name, description }) => ({ name, description })) })),
  );
  routes.post(
    '/scenario',
    answer((req, res) => {
      const body = parsedOr400(z.object({ name: oneOf('name', scenarioNames) }), req.body, res);
      return body && load(body.name);
    }),
  );

  routes.get(
    '/clock',
    answer(() => clock.now()),
  );
  routes.put(
    '/clock',
    answer((req, res) => {
      const body = parsedOr400(clockSchema, req.body, res);
      return body && clock.set(body.today);
    }),
  );
  routes.delete(
    '/clock',
    answer(() => clock.clear()),
  );

  routes.get(
    '/faults',
    answer(() => ({ latency_ms: faults.latencyMs, faults: faults.list() })),
  );
  routes.post(
    '/faults',
    answer((req, res) => {
      const body = parsedOr400(faultSchema(faultPaths), req.body, res);
      if (body) res.status(201);
      return body && faults.add(body);
    }),
  );
  routes.delete(
    '/faults',
    answer(() => ({ message: qaMessages.faultsCleared(faults.clear()) })),
  );
  routes.delete(
    '/faults/:id',
    answer((req, res) => {
      const id = Number(req.params.id);
      if (faults.remove(id)) return { message: qaMessages.faultsCleared(1) };
      res.status(404);
      return { message: qaMessages.noFault(req.params.id!) };
    }),
  );
  routes.put(
    '/latency',
    answer((req, res) => {
      const body = parsedOr400(latencySchema, req.body, res);
      if (body) faults.latencyMs = body.delay_ms;
      return body && { latency_ms: faults.latencyMs };
    }),
  );
  routes.delete(
    '/latency',
    answer(() => ({ latency_ms: (faults.latencyMs = 0) })),
  );

  routes.get(
    '/requests',
    answer((req, res) => {
      const query = parsedOr400(sinceSchema, req.query, res);
      return query && { requests: journal.list(query.since) };
    }),
  );
  routes.delete(
    '/requests',
    answer(() => ({ message: qaMessages.journalCleared(journal.clear()) })),
  );

  return {
    before: [journalRequests(journal, isQaPath), applyFaults(faults, isQaPath)],
    routes,
    rest,
  };
}
