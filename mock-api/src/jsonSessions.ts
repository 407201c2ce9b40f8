import { SESSION_TOUCH_SECONDS } from '@leave/service';
import type { LiveHub, SessionStore, StoredSession } from '@leave/service';
import type { DbState, SessionRecord } from './records';

type Write = <T>(change: () => T) => T;

/** Until when a session lives: its absolute expiry, or sooner once idle too long. */
const endOf = (session: SessionRecord) =>
  Math.min(
    session.expires_at,
    session.idle_seconds === undefined
      ? Infinity
      : (session.last_seen_at ?? session.expires_at) + session.idle_seconds * 1000,
  );

const listed = (session: SessionRecord): StoredSession => ({
  token_hash: session.token_hash,
  device_id: session.device_id ?? session.token_hash.slice(0, 22),
  device: session.device ?? '',
  client_ip: session.client_ip ?? '',
  created_at: new Date(session.created_at ?? session.expires_at).toISOString(),
  last_seen_at: new Date(session.last_seen_at ?? session.created_at ?? session.expires_at).toISOString(),
});

/** The most recently seen first, as the real API lists them. */
const byLastSeen = (a: SessionRecord, b: SessionRecord) =>
  (b.last_seen_at ?? 0) - (a.last_seen_at ?? 0) || (b.created_at ?? 0) - (a.created_at ?? 0);

/** Sessions in the mock's data file; an ended session's live streams are signed out at once (one process: the hub directly). */
export function jsonSessions(state: () => DbState, write: Write, now: () => number, live: LiveHub): SessionStore {
  const liveOf = (role: SessionRecord['role'], userId: number) =>
    state().sessions.filter((s) => s.role === role && s.user_id === userId && endOf(s) > now());
  const endWhere = (ends: (session: SessionRecord) => boolean) => {
    const ended = state().sessions.filter(ends);
    if (ended.length) write(() => (state().sessions = state().sessions.filter((s) => !ends(s))));
    for (const session of ended) live.endSession(session.token_hash);
    return ended.length;
  };
  return {
    async create(token_hash, role, user_id, { deviceId, ttlSeconds, idleSeconds, device, clientIp }) {
      const at = now();
      write(() => {
        state().sessions = state().sessions.filter((s) => s.expires_at > at);
        state().sessions.push({
          token_hash,
          role,
          user_id,
          expires_at: at + ttlSeconds * 1000,
          device_id: deviceId,
          created_at: at,
          last_seen_at: at,
          idle_seconds: idleSeconds,
          device,
          client_ip: clientIp,
        });
      });
    },
    async find(tokenHash) {
      const at = now();
      const session = state().sessions.find((s) => s.token_hash === tokenHash && endOf(s) > at);
      const user = session && state().users.find((u) => u.role === session.role && u.user_id === session.user_id);
      if (!session || !user || user.active === false) return undefined;
      if (at - (session.last_seen_at ?? 0) >= SESSION_TOUCH_SECONDS * 1000) {
        write(() => (session.last_seen_at = at));
      }
      return { user_id: user.user_id, role: user.role, name: user.name };
    },
    async listOf(role, userId, { offset, limit }) {
      const sessions = liveOf(role, userId).sort(byLastSeen);
      return { items: sessions.slice(offset, offset + limit).map(listed), total: sessions.length };
    },
    async deviceOf(role, userId, deviceId) {
      const session = liveOf(role, userId).find((s) => listed(s).device_id === deviceId);
      return session && listed(session);
    },
    async delete(tokenHash) {
      endWhere((s) => s.token_hash === tokenHash);
    },
    endAllOf: async (role, userId) => endWhere((s) => s.role === role && s.user_id === userId),
  };
}
