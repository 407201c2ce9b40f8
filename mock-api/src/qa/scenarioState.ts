import { randomBytes } from 'node:crypto';
import { hashToken } from '@leave/service';
import { seededState } from '../database';
import type { DbState } from '../records';
import type { Scenario } from './scenarios/scenario';

const MINUTE_MS = 60_000;

/** The mock's whole state for a scenario: its seed loaded, and its sessions open with their known tokens. */
export async function scenarioState(scenario: Scenario, now = Date.now()): Promise<DbState> {
  const state = await seededState(scenario.seed);
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
  }
  return state;
}
