import type { AuditEvent } from '@leave/contract';
import type { AuditFilter, AuditStore } from '@leave/service';
import type { Queryable } from '../db/database';
import { keysetBatches } from './keyset';
import { containing } from './likePattern';

/** The WHERE clause and parameters for an audit filter ($1... in order). */
function whereOf(filter: AuditFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.action !== undefined) add((n) => `action = ${n}`, filter.action);
  if (filter.actor_id !== undefined) add((n) => `actor_id = ${n}`, filter.actor_id);
  if (filter.target) add((n) => `target ILIKE ${n}`, containing(filter.target));
  if (filter.since !== undefined) add((n) => `at >= ${n}::timestamptz`, filter.since);
  if (filter.before !== undefined) add((n) => `at < ${n}::timestamptz`, filter.before);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const EVENT_COLUMNS = `event_id::int AS event_id,
  to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
  actor_role, actor_id,
  (SELECT name FROM users WHERE users.role = audit_events.actor_role AND users.user_id = audit_events.actor_id) AS actor_name,
  action, target, before, after, client_ip`;

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

export function sqlAudit(db: Queryable): AuditStore {
  return {
    async append(events) {
      // One statement for them all, in the order given.
      await db.query(
        `INSERT INTO audit_events (actor_role, actor_id, action, target, before, after, client_ip)
         SELECT role, id, action, target, before::jsonb, after::jsonb, ip
         FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
           WITH ORDINALITY AS e(role, id, action, target, before, after, ip, n)
         ORDER BY n`,
        [
          events.map((e) => e.actor_role),
          events.map((e) => e.actor_id),
          events.map((e) => e.action),
          events.map((e) => e.target),
          events.map((e) => json(e.before)),
          events.map((e) => json(e.after)),
          events.map((e) => e.client_ip),
        ],
      );
    },
    async countRefusal({ reason, ...refusal }) {
      // One statement: instances counting the same minute at once wait on the unique index, and
      // each adds its attempt to the one event (migration 022).
      await db.query(
        `INSERT INTO audit_events (actor_role, actor_id, action, target, after, client_ip, refusal_minute)
         VALUES ($1, $2, $3, $4, jsonb_build_object('attempts', 1, $5::text, 1), $6, date_trunc('minute', now()))
         ON CONFLICT (action, client_ip, target, actor_role, actor_id, refusal_minute) WHERE refusal_minute IS NOT NULL
         DO UPDATE SET after = audit_events.after || jsonb_build_object(
           'attempts', (audit_events.after->>'attempts')::int + 1,
           $5::text, coalesce((audit_events.after->>$5::text)::int, 0) + 1)`,
        [refusal.actor_role, refusal.actor_id, refusal.action, refusal.target, reason, refusal.client_ip],
      );
    },
    async page(filter, { offset, limit }) {
      const where = whereOf(filter);
      const n = where.params.length;
      const [items, count] = await Promise.all([
        db.query<AuditEvent>(
          `SELECT ${EVENT_COLUMNS} FROM audit_events ${where.sql} ORDER BY event_id DESC OFFSET $${n + 1} LIMIT $${n + 2}`,
          [...where.params, offset, limit],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_events ${where.sql}`, where.params),
      ]);
      return { items, total: count[0]?.total ?? 0 };
    },
    pageBatches(filter) {
      const where = whereOf(filter);
      return keysetBatches<AuditEvent>(db, {
        select: `SELECT ${EVENT_COLUMNS} FROM audit_events ${where.sql || 'WHERE true'}`,
        params: where.params,
        keys: [['event_id', (event) => event.event_id]],
        descending: true,
      });
    },
  };
}
