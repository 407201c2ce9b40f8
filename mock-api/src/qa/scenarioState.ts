import { randomBytes } from 'node:crypto';
import type { DemoSeed } from '@leave/config';
import { hashPassword, hashToken } from '@leave/service';
import { seededState } from '../database';
import type { DbState } from '../records';
import type { Scenario, ScenarioSession } from './scenarios/scenario';

const MINUTE_MS = 60_000;

/**
 * One hash per demo password, made once per process and kept for the next load: hashing is
 * most of a load's time (about 50 ms of CPU each), and the demo's users share three published
 * passwords, so a first load hashes three times rather than once per user. Users with the same
 * demo password then share a salt: harmless for demo accounts whose passwords are public.
 */
const hashes = new Map<string, Promise<string>>();
const keptHashOf = (user: DemoSeed['users'][number]) => {
  if (!hashes.has(user.password)) hashes.set(user.password, hashPassword(user.password));
  return hashes.get(user.password)!;
};

/** A session a scenario opened, as the load answers it: the token to put in a cookie, and when it ends. */
export interface OpenedSession {
  role: ScenarioSession['role'];
  user_id: number;
  token: string;
  /** An ISO 8601 instant. */
  expires_at: string;
}

/** The mock's whole state for a scenario (its seed loaded, its sessions open with their known tokens), and those sessions. */
export async function scenarioState(
  scenario: Scenario,
  now = Date.now(),
): Promise<{ state: DbState; sessions: OpenedSession[] }> {
  const state = await seededState(scenario.seed, keptHashOf);
  const sessions: OpenedSession[] = [];
  for (const session of scenario.sessions) {
    const ends = now + session.ends_in_minutes * MINUTE_MS;
    state.sessions.push({
      token_hash: hashToken(session.token),
      role: session.role,
      user_id: session.user_id,
      expires_at: ends,
      device_id: randomBytes(16).toString('base64url'),
      created_at: Math.min(now, ends - MINUTE_MS),
      last_seen_at: Math.min(now, ends - MINUTE_MS),
      device: 'QA scenario',
      client_ip: '127.0.0.1',
    });
    const { role, user_id, token } = session;
    sessions.push({ role, user_id, token, expires_at: new Date(ends).toISOString() });
  }
  return { state, sessions };
}
