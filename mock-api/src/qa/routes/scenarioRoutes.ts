import type { Router } from 'express';
import { z } from 'zod';
import { oneOf } from '@leave/domain';
import type { LiveHub } from '@leave/service';
import type { DataFile } from '../../databaseTypes';
import type { ScenarioEntry } from '../scenarios/catalogue';
import { scenarioState } from '../scenarioState';
import type { SchoolClock } from '../schoolClock';
import { answer, parsedOr400 } from './qaHttp';

export interface ScenarioRoutesOptions {
  data: DataFile;
  live: LiveHub;
  clock: SchoolClock;
  scenarios: ScenarioEntry[];
}

/** POST /reset, GET /scenarios, POST /scenario. */
export function scenarioRoutes(routes: Router, { data, live, clock, scenarios }: ScenarioRoutesOptions) {
  const nameSchema = z.object({ name: oneOf('name', scenarios.map((s) => s.name) as [string, ...string[]]) });

  /** Puts a scenario, dated around the school's today, in place of all data, sessions included. */
  async function load(name: string) {
    const { today } = clock.now();
    const { state, sessions } = await scenarioState(scenarios.find((s) => s.name === name)!.build(today));
    const ended = data.state.sessions.map((s) => s.token_hash);
    data.replace(state);
    // The sessions there were have ended: their live streams sign out, as after a sign-out.
    for (const tokenHash of ended) live.endSession(tokenHash);
    return { scenario: name, today, sessions };
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
      const body = parsedOr400(nameSchema, req.body, res);
      return body && load(body.name);
    }),
  );
}
