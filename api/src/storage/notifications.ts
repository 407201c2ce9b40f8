import type { Notification } from '@leave/contract';
import type { CalendarFeedStore, NotificationStore } from '@leave/service';
import type { Queryable } from '../db/database';

/** The PostgreSQL channel every instance listens on; each payload is a recipient's key (the service's recipientKey). */
export const NOTIFICATION_CHANNEL = 'leave_notifications';

const COLUMNS = `notification_id::int AS notification_id, kind, text,
  to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
  read_at IS NOT NULL AS read, course_code, leave_id,
  (SELECT l.request_id FROM leaves l WHERE l.leave_id = notifications.leave_id) AS request_id,
  to_char(lecture_date, 'YYYY-MM-DD') AS lecture_date, code, params`;

/** The first key of the advisory locks that put each recipient's notifications in commit order. */
const RECIPIENT_LOCKS = 4242200;

/**
 * The instructors' "leave requested" notices of these leaves, marked read once the leave is
 * decided or withdrawn: found by their own index of unread requests (migration 43), not among
 * every unread notice of the school.
 */
export const SETTLE_REQUESTS = `UPDATE notifications SET read_at = now()
  WHERE kind = 'leave requested' AND read_at IS NULL AND leave_id = ANY($1::int[])`;

/**
 * A recipient's page, newest first ($1 role, $2 user id, $3 offset, $4 limit), and what a live
 * stream has not sent ($3 the last id sent, $4 the limit). Ordered by the table's column, not the
 * output's `notification_id::int`: ordered by that, PostgreSQL read every notification of the
 * recipient and sorted them (an instructor's 2,981 at a university's scale for the bell's one).
 */
export const NOTIFICATION_PAGE = `SELECT ${COLUMNS} FROM notifications WHERE role = $1 AND user_id = $2
  ORDER BY notifications.notification_id DESC OFFSET $3 LIMIT $4`;
export const NOTIFICATIONS_AFTER = `SELECT ${COLUMNS} FROM notifications
  WHERE role = $1 AND user_id = $2 AND notification_id > $3 ORDER BY notifications.notification_id LIMIT $4`;

const isoInstant = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function sqlNotifications(db: Queryable): NotificationStore {
  return {
    async add(items) {
      // The rows and their wake-ups in one statement: NOTIFY is sent when it commits. Each
      // recipient's lock is taken first and held until then (`locked` is joined, so it is read
      // before any row gets its id): a live stream sends a recipient's notifications by id, and
      // without it two instances' inserts for one person could commit out of id order, the later
      // id seen first and the earlier one never sent.
      await db.query(
        `WITH locked AS (
           SELECT count(pg_advisory_xact_lock(${RECIPIENT_LOCKS}, key)) AS keys
           FROM (SELECT DISTINCT hashtext(role || ':' || user_id) AS key
                 FROM unnest($1::text[], $2::int[]) AS r(role, user_id) ORDER BY 1) AS recipients),
         added AS (
           INSERT INTO notifications (role, user_id, kind, text, course_code, leave_id, lecture_date, code, params)
           SELECT role, user_id, kind, text, course_code, leave_id, lecture_date, code, params::jsonb
           FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::date[], $8::text[], $9::text[])
             WITH ORDINALITY AS n(role, user_id, kind, text, course_code, leave_id, lecture_date, code, params, position), locked
           ORDER BY position
           RETURNING role, user_id)
         SELECT pg_notify('${NOTIFICATION_CHANNEL}', key) FROM (SELECT DISTINCT role || ':' || user_id AS key FROM added) keys`,
        [
          items.map((i) => i.role),
          items.map((i) => i.user_id),
          items.map((i) => i.kind),
          items.map((i) => i.text),
          items.map((i) => i.course_code),
          items.map((i) => i.leave_id),
          items.map((i) => i.lecture_date ?? null),
          items.map((i) => i.code ?? null),
          items.map((i) => (i.params ? JSON.stringify(i.params) : null)),
        ],
      );
    },
    async page({ role, user_id }, { offset, limit }) {
      const [items, counts] = await Promise.all([
        db.query<Notification>(NOTIFICATION_PAGE, [role, user_id, offset, limit]),
        // The kept counts (migration 40), not a count of every notification the recipient has.
        db.query<{ total: number; unread: number }>(
          `SELECT coalesce(sum(total), 0)::int AS total, coalesce(sum(unread), 0)::int AS unread
           FROM notification_counts WHERE role = $1 AND user_id = $2`,
          [role, user_id],
        ),
      ]);
      return { items, total: counts[0]?.total ?? 0, unread: counts[0]?.unread ?? 0 };
    },
    after({ role, user_id }, afterId, limit) {
      return db.query<Notification>(NOTIFICATIONS_AFTER, [role, user_id, afterId, limit]);
    },
    async latestId({ role, user_id }) {
      const rows = await db.query<{ id: number | null }>(
        'SELECT max(notification_id)::int AS id FROM notifications WHERE role = $1 AND user_id = $2',
        [role, user_id],
      );
      return rows[0]?.id ?? 0;
    },
    async markRead({ role, user_id }, ids) {
      // The kept count is read as it was before this statement (its trigger runs at the end).
      const rows = await db.query<{ unread: number }>(
        `WITH marked AS (
           UPDATE notifications SET read_at = now()
           WHERE role = $1 AND user_id = $2 AND read_at IS NULL AND ($3::bigint[] IS NULL OR notification_id = ANY($3))
           RETURNING notification_id)
         SELECT (SELECT coalesce(sum(unread), 0) FROM notification_counts WHERE role = $1 AND user_id = $2)::int
           - (SELECT count(*) FROM marked)::int AS unread`,
        [role, user_id, ids === 'all' ? null : ids],
      );
      return rows[0]?.unread ?? 0;
    },
    async settle(leaveIds) {
      if (!leaveIds.length) return;
      await db.query(SETTLE_REQUESTS, [leaveIds]);
    },
  };
}

export function sqlCalendarFeeds(db: Queryable): CalendarFeedStore {
  return {
    async replace({ role, user_id }, tokenHash) {
      const rows = await db.query<{ created_at: string }>(
        `INSERT INTO calendar_feeds (role, user_id, token_hash) VALUES ($1, $2, $3)
         ON CONFLICT (role, user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()
         RETURNING ${isoInstant} AS created_at`,
        [role, user_id, tokenHash],
      );
      return rows[0]!.created_at;
    },
    async createdAt({ role, user_id }) {
      const rows = await db.query<{ created_at: string }>(
        `SELECT ${isoInstant} AS created_at FROM calendar_feeds WHERE role = $1 AND user_id = $2`,
        [role, user_id],
      );
      return rows[0]?.created_at ?? null;
    },
    async revoke({ role, user_id }) {
      const rows = await db.query('DELETE FROM calendar_feeds WHERE role = $1 AND user_id = $2 RETURNING role', [
        role,
        user_id,
      ]);
      return rows.length > 0;
    },
    async ownerOf(tokenHash) {
      const rows = await db.query<{ role: 'student' | 'course instructor' | 'admin'; user_id: number }>(
        `SELECT f.role, f.user_id FROM calendar_feeds f
         JOIN users u ON u.role = f.role AND u.user_id = f.user_id
         WHERE f.token_hash = $1 AND u.active`,
        [tokenHash],
      );
      return rows[0];
    },
  };
}
