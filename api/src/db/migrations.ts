import type { Database } from './database';

/**
 * Versioned schema changes, applied in order at start-up. Never edit a released entry: add a
 * new one. Every query path has an index (see the comments).
 */
export const MIGRATIONS: Array<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE users (
        role text NOT NULL CHECK (role IN ('student', 'course instructor', 'admin')),
        user_id integer NOT NULL CHECK (user_id > 0),
        name text NOT NULL,
        password_hash text NOT NULL,
        branch text,
        stream text,
        joining_year integer,
        dept text,
        PRIMARY KEY (role, user_id)   -- unique user id per role; sign-in and profile lookups
      );

      CREATE TABLE courses (
        course_code text PRIMARY KEY,
        course_title text NOT NULL,
        instructor_role text NOT NULL DEFAULT 'course instructor' CHECK (instructor_role = 'course instructor'),
        instructor_id integer NOT NULL,
        semester_type text NOT NULL,
        semester_year integer NOT NULL,
        total_lectures integer NOT NULL CHECK (total_lectures > 0),
        FOREIGN KEY (instructor_role, instructor_id) REFERENCES users (role, user_id)
      );
      CREATE INDEX courses_by_instructor ON courses (instructor_id);

      CREATE TABLE enrollments (
        student_role text NOT NULL DEFAULT 'student' CHECK (student_role = 'student'),
        roll_no integer NOT NULL,
        course_code text NOT NULL REFERENCES courses (course_code),
        PRIMARY KEY (roll_no, course_code),   -- one enrolment per student per course; a student's courses
        FOREIGN KEY (student_role, roll_no) REFERENCES users (role, user_id)
      );
      CREATE INDEX enrollments_by_course ON enrollments (course_code);

      CREATE TABLE leaves (
        leave_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        leave_date date NOT NULL,
        reason text NOT NULL,
        roll_no integer NOT NULL,
        course_code text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (roll_no, leave_date),   -- one leave per student per date; a student's leaves
        FOREIGN KEY (roll_no, course_code) REFERENCES enrollments (roll_no, course_code)
      );
      CREATE INDEX leaves_by_course ON leaves (course_code, leave_date);

      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        role text NOT NULL,
        user_id integer NOT NULL,
        expires_at timestamptz NOT NULL,
        FOREIGN KEY (role, user_id) REFERENCES users (role, user_id) ON DELETE CASCADE
      );
      CREATE INDEX sessions_by_expiry ON sessions (expires_at);

      CREATE TABLE sign_in_failures (
        client_key text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sign_in_failures_by_client ON sign_in_failures (client_key, failed_at);
    `,
  },
  {
    version: 2,
    name: 'known devices and the health probe',
    sql: `
      CREATE TABLE known_devices (
        token_hash text PRIMARY KEY,
        role text NOT NULL,
        user_id integer NOT NULL,
        expires_at timestamptz NOT NULL,
        FOREIGN KEY (role, user_id) REFERENCES users (role, user_id) ON DELETE CASCADE
      );
      CREATE INDEX known_devices_by_expiry ON known_devices (expires_at);

      -- /health writes this one row, so a database that cannot store anything is reported.
      CREATE TABLE health_probe (
        id integer PRIMARY KEY CHECK (id = 1),
        checked_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'the leave workflow: requests, withdrawn and cancelled, history',
    sql: `
      -- A request groups the leaves applied for together (dates x courses).
      CREATE TABLE leave_requests (
        request_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        roll_no integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- Each earlier leave was its own request.
      INSERT INTO leave_requests (request_id, roll_no, created_at) OVERRIDING SYSTEM VALUE
        SELECT leave_id, roll_no, created_at FROM leaves;
      SELECT setval(pg_get_serial_sequence('leave_requests', 'request_id'),
        (SELECT coalesce(max(request_id), 0) + 1 FROM leave_requests), false);
      ALTER TABLE leaves ADD COLUMN request_id integer REFERENCES leave_requests (request_id);
      UPDATE leaves SET request_id = leave_id;
      ALTER TABLE leaves ALTER COLUMN request_id SET NOT NULL;
      CREATE INDEX leaves_by_request ON leaves (request_id);

      ALTER TABLE leaves DROP CONSTRAINT leaves_status_check;
      ALTER TABLE leaves ADD CONSTRAINT leaves_status_check
        CHECK (status IN ('pending', 'accepted', 'rejected', 'withdrawn', 'cancelled'));

      -- One active leave per student, date and course; withdrawn and cancelled leave frees it.
      ALTER TABLE leaves DROP CONSTRAINT leaves_roll_no_leave_date_key;
      CREATE UNIQUE INDEX leaves_active_once ON leaves (roll_no, leave_date, course_code)
        WHERE status IN ('pending', 'accepted', 'rejected');
      CREATE INDEX leaves_by_student ON leaves (roll_no, leave_date);

      -- Every change of status, with who made it and why: the leave's history.
      CREATE TABLE leave_events (
        event_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        leave_id integer NOT NULL REFERENCES leaves (leave_id),
        from_status text,
        to_status text NOT NULL,
        actor_role text NOT NULL,
        actor_id integer NOT NULL,
        comment text,
        at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (actor_role, actor_id) REFERENCES users (role, user_id)
      );
      CREATE INDEX leave_events_by_leave ON leave_events (leave_id, event_id);
      -- Earlier leave was applied for by its student; earlier decisions were not recorded.
      INSERT INTO leave_events (leave_id, from_status, to_status, actor_role, actor_id, at)
        SELECT leave_id, NULL, 'pending', 'student', roll_no, created_at FROM leaves ORDER BY leave_id;
    `,
  },
  {
    version: 4,
    name: 'leave limit per course',
    sql: `
      ALTER TABLE courses ADD COLUMN leave_limit integer NOT NULL DEFAULT 25
        CHECK (leave_limit BETWEEN 1 AND 100);
    `,
  },
  {
    version: 5,
    name: 'the audit trail, append-only',
    sql: `
      CREATE TABLE audit_events (
        event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,   -- newest first: the list's order
        at timestamptz NOT NULL DEFAULT now(),
        actor_role text,
        actor_id integer,
        action text NOT NULL,
        target text NOT NULL,
        before jsonb,
        after jsonb,
        client_ip text NOT NULL
      );
      CREATE INDEX audit_events_by_action ON audit_events (action, event_id);
      CREATE INDEX audit_events_by_actor ON audit_events (actor_id, event_id);
      CREATE INDEX audit_events_by_time ON audit_events (at);

      -- No statement, whoever sends it, can change or remove an event.
      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'the audit trail is append-only';
        END
      $$;
      CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
        FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
      CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
        FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
    `,
  },
  {
    version: 6,
    name: 'accounts the admin deactivates or resets',
    sql: `
      ALTER TABLE users ADD COLUMN active boolean NOT NULL DEFAULT true;
      ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
      CREATE INDEX sessions_by_user ON sessions (role, user_id);   -- ending a user's sessions
    `,
  },
  {
    version: 7,
    name: 'enrolments removed by the admin, their leave kept',
    sql: `
      -- A removed enrolment stays (its leave refers to it) but no longer counts as enrolled.
      ALTER TABLE enrollments ADD COLUMN removed_at timestamptz;
    `,
  },
  {
    version: 8,
    name: 'notifications, calendar feeds and email settings',
    sql: `
      CREATE TABLE notifications (
        notification_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        role text NOT NULL,
        user_id integer NOT NULL,
        kind text NOT NULL,
        text text NOT NULL,
        course_code text,
        leave_id integer,
        at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        FOREIGN KEY (role, user_id) REFERENCES users (role, user_id)
      );
      -- A user's list, newest first, and what a live stream has not sent yet.
      CREATE INDEX notifications_by_recipient ON notifications (role, user_id, notification_id);
      CREATE INDEX notifications_unread ON notifications (role, user_id) WHERE read_at IS NULL;

      -- One secret address per user, kept as the hash of its token.
      CREATE TABLE calendar_feeds (
        role text NOT NULL,
        user_id integer NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (role, user_id),
        FOREIGN KEY (role, user_id) REFERENCES users (role, user_id)
      );

      ALTER TABLE users ADD COLUMN email text;
      ALTER TABLE users ADD COLUMN email_notifications boolean NOT NULL DEFAULT true;   -- opt-out
    `,
  },
  {
    version: 9,
    name: "a course's pending leave, by date",
    sql: `
      -- The instructor's Pending Requests page and its count read only the pending entries of a
      -- course, however much decided leave the course has.
      CREATE INDEX leaves_pending_by_course ON leaves (course_code, leave_date, leave_id) WHERE status = 'pending';
    `,
  },
  {
    version: 10,
    name: 'counts read from index entries alone',
    sql: `
      -- What approving a pending request would do: its student's accepted days in the course,
      -- counted over the accepted entries only, however much other leave the student has.
      CREATE INDEX leaves_accepted_by_enrolment ON leaves (roll_no, course_code) WHERE status = 'accepted';
      -- How many requests a course has pending, and how many students it has: one key per course,
      -- which PostgreSQL stores once with its list of rows, so a count reads a few index pages.
      CREATE INDEX leaves_pending_count_by_course ON leaves (course_code) WHERE status = 'pending';
      CREATE INDEX enrollments_active_by_course ON enrollments (course_code) WHERE removed_at IS NULL;
    `,
  },
  {
    version: 11,
    name: 'all leave, newest first',
    sql: `
      -- The admin's leave list and its export, newest first, read the newest entries instead of
      -- sorting every leave of the university for each page (1,020,013 leaves: 471 -> 3 ms a page).
      CREATE INDEX leaves_by_date ON leaves (leave_date, leave_id);
    `,
  },
  {
    version: 12,
    name: "each course's pending count, kept as leave changes",
    sql: `
      -- The Pending Requests page reads its course's count from one row instead of counting the
      -- course's pending entries on every page (4,035 pending in CS101 among 1,020,013 leaves:
      -- 12,052 -> 38,607 pages a second on 2 cores, pgbench). The triggers below keep it.
      -- A course's count is the sum of eight parts, a leave counting in the part of its id, so that
      -- students applying at once seldom queue for one row: a changed part stays locked until its
      -- transaction commits, and one row per course cost the bench's adds about a quarter of their speed.
      CREATE TABLE course_pending_counts (
        course_code text NOT NULL REFERENCES courses (course_code) ON DELETE CASCADE,
        part smallint NOT NULL,
        pending integer NOT NULL,
        PRIMARY KEY (course_code, part)
      );
      INSERT INTO course_pending_counts (course_code, part, pending)
        SELECT course_code, leave_id % 8, count(*) FROM leaves WHERE status = 'pending' GROUP BY 1, 2;
      DROP INDEX leaves_pending_count_by_course;

      -- Once per statement, with the rows it changed: a bulk load adds one figure per part. The
      -- parts it changes are locked in one order, and only once the statement has settled, so two
      -- writers never each hold a part the other is waiting for.
      CREATE FUNCTION leaves_pending_counted() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          codes text[] := '{}';
          parts integer[] := '{}';
          changes integer[] := '{}';
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            DELETE FROM course_pending_counts;
            RETURN NULL;
          END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') THEN
            SELECT codes || array_agg(course_code), parts || array_agg(leave_id % 8), changes || array_agg(1)
              INTO codes, parts, changes FROM added_leaves WHERE status = 'pending';
          END IF;
          IF TG_OP IN ('UPDATE', 'DELETE') THEN
            SELECT codes || array_agg(course_code), parts || array_agg(leave_id % 8), changes || array_agg(-1)
              INTO codes, parts, changes FROM removed_leaves WHERE status = 'pending';
          END IF;
          IF cardinality(codes) > 0 THEN
            INSERT INTO course_pending_counts AS counted (course_code, part, pending)
              SELECT code, part, sum(change)::int FROM unnest(codes, parts, changes) AS c(code, part, change)
              GROUP BY code, part HAVING sum(change) <> 0 ORDER BY code, part
              ON CONFLICT (course_code, part) DO UPDATE SET pending = counted.pending + excluded.pending;
          END IF;
          RETURN NULL;
        END
      $$;
      CREATE TRIGGER leaves_added_counted AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
        FOR EACH STATEMENT EXECUTE FUNCTION leaves_pending_counted();
      CREATE TRIGGER leaves_changed_counted AFTER UPDATE ON leaves
        REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
        FOR EACH STATEMENT EXECUTE FUNCTION leaves_pending_counted();
      CREATE TRIGGER leaves_removed_counted AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
        FOR EACH STATEMENT EXECUTE FUNCTION leaves_pending_counted();
      CREATE TRIGGER leaves_truncated_counted AFTER TRUNCATE ON leaves
        FOR EACH STATEMENT EXECUTE FUNCTION leaves_pending_counted();
    `,
  },
  {
    version: 13,
    name: "each course's count of leave in each status, kept as leave changes",
    sql: `
      -- Every status counted as migration 12 counts pending: the admin's list of all leave counted
      -- 1,020,013 leaves for every page (60 ms) and an instructor's history its courses' decided
      -- leave (5 ms); a total by course and status is now a sum of kept parts (eight a course and
      -- status, as in migration 12).
      CREATE TABLE course_leave_counts (
        course_code text NOT NULL REFERENCES courses (course_code) ON DELETE CASCADE,
        status text NOT NULL,
        part smallint NOT NULL,
        leaves integer NOT NULL,
        PRIMARY KEY (course_code, status, part)
      );
      INSERT INTO course_leave_counts (course_code, status, part, leaves)
        SELECT course_code, status, leave_id % 8, count(*) FROM leaves GROUP BY 1, 2, 3;
      DROP TRIGGER leaves_added_counted ON leaves;
      DROP TRIGGER leaves_changed_counted ON leaves;
      DROP TRIGGER leaves_removed_counted ON leaves;
      DROP TRIGGER leaves_truncated_counted ON leaves;
      DROP FUNCTION leaves_pending_counted();
      DROP TABLE course_pending_counts;

      -- Once per statement, with the rows it changed. As in migration 12, the parts are locked in
      -- one order, once the statement has settled. Each kind of statement has its own branch: a
      -- branch may name only the transition tables its statement has.
      CREATE FUNCTION leaves_counted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            DELETE FROM course_leave_counts;
          ELSIF TG_OP = 'INSERT' THEN
            INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves)
              SELECT course_code, status, leave_id % 8, count(*) FROM added_leaves
              GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
              ON CONFLICT (course_code, status, part) DO UPDATE SET leaves = counted.leaves + excluded.leaves;
          ELSIF TG_OP = 'DELETE' THEN
            INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves)
              SELECT course_code, status, leave_id % 8, -count(*) FROM removed_leaves
              GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
              ON CONFLICT (course_code, status, part) DO UPDATE SET leaves = counted.leaves + excluded.leaves;
          ELSE
            -- A row whose course and status stay as they were adds and takes away one: no change,
            -- so no lock (a comment or a reason edited touches no count).
            INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves)
              SELECT course_code, status, part, sum(change)::int FROM (
                SELECT course_code, status, leave_id % 8 AS part, 1 AS change FROM added_leaves
                UNION ALL
                SELECT course_code, status, leave_id % 8, -1 FROM removed_leaves
              ) AS changed
              GROUP BY 1, 2, 3 HAVING sum(change) <> 0 ORDER BY 1, 2, 3
              ON CONFLICT (course_code, status, part) DO UPDATE SET leaves = counted.leaves + excluded.leaves;
          END IF;
          RETURN NULL;
        END
      $$;
      CREATE TRIGGER leaves_added_counted AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
        FOR EACH STATEMENT EXECUTE FUNCTION leaves_counted();
      CREATE TRIGGER leaves_changed_counted AFTER UPDATE ON leaves
        REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
        FOR EACH STATEMENT EXECUTE FUNCTION leaves_counted();
      CREATE TRIGGER leaves_removed_counted AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
        FOR EACH STATEMENT EXECUTE FUNCTION leaves_counted();
      CREATE TRIGGER leaves_truncated_counted AFTER TRUNCATE ON leaves
        FOR EACH STATEMENT EXECUTE FUNCTION leaves_counted();
    `,
  },
  {
    version: 14,
    name: "each enrolment's accepted and pending days, kept as leave changes",
    sql: `
      -- The Roster put a course's students in risk order by counting all its leave on every page
      -- (20,000 leaves in CS101 at scale: 15 ms a page). With each enrolment's days kept, a page
      -- in risk order is the first rows of an index (0.8 ms), and the pending list and the
      -- student's dashboard read a student's days instead of counting them.
      ALTER TABLE enrollments
        ADD COLUMN accepted_days integer NOT NULL DEFAULT 0,
        ADD COLUMN pending_days integer NOT NULL DEFAULT 0;
      UPDATE enrollments e SET accepted_days = t.accepted, pending_days = t.pending
        FROM (SELECT roll_no, course_code, count(*) FILTER (WHERE status = 'accepted') AS accepted,
                count(*) FILTER (WHERE status = 'pending') AS pending
              FROM leaves GROUP BY roll_no, course_code) t
        WHERE e.roll_no = t.roll_no AND e.course_code = t.course_code;
      CREATE INDEX enrollments_by_accepted_days ON enrollments (course_code, accepted_days DESC, roll_no)
        WHERE removed_at IS NULL;
      -- Superseded: accepted days are no longer counted, and a course's students are counted from
      -- the index above. Every index on enrollments is now written when its days change.
      DROP INDEX leaves_accepted_by_enrolment;
      DROP INDEX enrollments_active_by_course;

      -- Once per statement, with the rows it changed. Each enrolment is updated on its own, in
      -- roll number and course order, so that two statements lock the ones they share in the same
      -- order. As in migration 13, each kind of statement has its own branch naming only its own
      -- transition tables, and a row whose student, course and status stay as they were changes
      -- nothing.
      CREATE FUNCTION enrolment_days_kept() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          changes refcursor;
          change record;
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            UPDATE enrollments SET accepted_days = 0, pending_days = 0 WHERE accepted_days <> 0 OR pending_days <> 0;
            RETURN NULL;
          ELSIF TG_OP = 'INSERT' THEN
            OPEN changes FOR SELECT roll_no, course_code,
                count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
                count(*) FILTER (WHERE status = 'pending')::int AS pending
              FROM added_leaves WHERE status IN ('accepted', 'pending') GROUP BY 1, 2 ORDER BY 1, 2;
          ELSIF TG_OP = 'DELETE' THEN
            OPEN changes FOR SELECT roll_no, course_code,
                -count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
                -count(*) FILTER (WHERE status = 'pending')::int AS pending
              FROM removed_leaves WHERE status IN ('accepted', 'pending') GROUP BY 1, 2 ORDER BY 1, 2;
          ELSE
            OPEN changes FOR SELECT roll_no, course_code, sum(accepted)::int AS accepted, sum(pending)::int AS pending
              FROM (
                SELECT roll_no, course_code, (status = 'accepted')::int AS accepted, (status = 'pending')::int AS pending
                FROM added_leaves
                UNION ALL
                SELECT roll_no, course_code, -(status = 'accepted')::int, -(status = 'pending')::int FROM removed_leaves
              ) AS changed
              GROUP BY 1, 2 HAVING sum(accepted) <> 0 OR sum(pending) <> 0 ORDER BY 1, 2;
          END IF;
          LOOP
            FETCH changes INTO change;
            EXIT WHEN NOT FOUND;
            UPDATE enrollments
              SET accepted_days = accepted_days + change.accepted, pending_days = pending_days + change.pending
              WHERE roll_no = change.roll_no AND course_code = change.course_code;
          END LOOP;
          CLOSE changes;
          RETURN NULL;
        END
      $$;
      CREATE TRIGGER leaves_added_days_kept AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
        FOR EACH STATEMENT EXECUTE FUNCTION enrolment_days_kept();
      CREATE TRIGGER leaves_changed_days_kept AFTER UPDATE ON leaves
        REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
        FOR EACH STATEMENT EXECUTE FUNCTION enrolment_days_kept();
      CREATE TRIGGER leaves_removed_days_kept AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
        FOR EACH STATEMENT EXECUTE FUNCTION enrolment_days_kept();
      CREATE TRIGGER leaves_truncated_days_kept AFTER TRUNCATE ON leaves
        FOR EACH STATEMENT EXECUTE FUNCTION enrolment_days_kept();
    `,
  },
  {
    version: 15,
    name: 'removed enrolments, found by index',
    sql: `
      -- The leave lists say which leave is of a removed enrolment. With no index to find removed
      -- enrolments, PostgreSQL read all 51,026 enrolments at scale for each page of an instructor's
      -- History or the admin's list (10 ms of a 14 ms call, with parallel workers for 50 rows).
      -- Removed enrolments are few, and so is this index.
      CREATE INDEX enrollments_removed ON enrollments (roll_no, course_code) WHERE removed_at IS NOT NULL;
    `,
  },
  {
    version: 16,
    name: 'who is away, by course and day',
    sql: `
      -- The absence calendar: a month's counts of accepted and pending leave read from this index
      -- alone (it holds each entry's status) instead of each leave's row, and a day's page of who
      -- is away read in roll number order from its head instead of sorting the whole day. At scale
      -- (CS101, 3,631 away in March 2025): the month 1,399-1,542 -> 2,273-2,466 calls a second, a
      -- day's first page 2,019-2,048 -> 2,541-2,644; an application is 1-2% slower to store.
      -- The statuses are the domain's AWAY_STATUSES, as the queries write them.
      CREATE INDEX leaves_away_by_course ON leaves (course_code, leave_date, roll_no) INCLUDE (status)
        WHERE status IN ('accepted', 'pending');
    `,
  },
  {
    version: 17,
    name: "each course's leave changes counted beside its counts",
    sql: `
      -- A page of a course's leave that an instance has read before is current while the sum of
      -- the course's changes is what it was (the API keeps recent pages: storage/leavePages.ts).
      -- Every statement that changes a leave adds one to each part it touches, in the upsert that
      -- keeps the counts, so no other row is locked. A sum, not a latest stamp: changes commit in
      -- any order, and a sum seen once never comes back.
      ALTER TABLE course_leave_counts ADD COLUMN changes bigint NOT NULL DEFAULT 0;

      -- As migration 13's, but a changed leave counts as a change of its part even when its count
      -- stays the same (two leaves of one part trading statuses, or a column other than the course
      -- and status edited), and a truncation zeroes the counts instead of deleting them.
      CREATE OR REPLACE FUNCTION leaves_counted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            UPDATE course_leave_counts SET leaves = 0, changes = changes + 1;
          ELSIF TG_OP = 'INSERT' THEN
            INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves, changes)
              SELECT course_code, status, leave_id % 8, count(*), 1 FROM added_leaves
              GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
              ON CONFLICT (course_code, status, part)
              DO UPDATE SET leaves = counted.leaves + excluded.leaves, changes = counted.changes + 1;
          ELSIF TG_OP = 'DELETE' THEN
            INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves, changes)
              SELECT course_code, status, leave_id % 8, -count(*), 1 FROM removed_leaves
              GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
              ON CONFLICT (course_code, status, part)
              DO UPDATE SET leaves = counted.leaves + excluded.leaves, changes = counted.changes + 1;
          ELSE
            -- A row updated to what it was changes nothing, so it locks nothing.
            INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves, changes)
              SELECT course_code, status, part, sum(change)::int, 1 FROM (
                SELECT a.course_code, a.status, a.leave_id % 8 AS part, 1 AS change
                  FROM added_leaves a JOIN removed_leaves r USING (leave_id) WHERE a.* IS DISTINCT FROM r.*
                UNION ALL
                SELECT r.course_code, r.status, r.leave_id % 8, -1
                  FROM added_leaves a JOIN removed_leaves r USING (leave_id) WHERE a.* IS DISTINCT FROM r.*
              ) AS changed
              GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
              ON CONFLICT (course_code, status, part)
              DO UPDATE SET leaves = counted.leaves + excluded.leaves, changes = counted.changes + 1;
          END IF;
          RETURN NULL;
        END
      $$;
    `,
  },
  {
    version: 18,
    name: "a student renamed counts as a change of their courses' leave",
    sql: `
      -- A page of a course's leave names each student, so a new name must make the pages kept
      -- since migration 17 be read again. No request renames a student; this covers a name put
      -- right in SQL.
      CREATE FUNCTION student_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          -- Locked in the order the counts' own triggers lock them, so neither waits on the other in a circle.
          PERFORM 1 FROM course_leave_counts k JOIN enrollments e ON k.course_code = e.course_code
            WHERE e.roll_no = NEW.user_id ORDER BY k.course_code, k.status, k.part FOR UPDATE OF k;
          UPDATE course_leave_counts k SET changes = k.changes + 1
            FROM enrollments e WHERE e.roll_no = NEW.user_id AND k.course_code = e.course_code;
          RETURN NULL;
        END
      $$;
      CREATE TRIGGER users_student_renamed AFTER UPDATE OF name ON users
        FOR EACH ROW WHEN (NEW.role = 'student' AND OLD.name IS DISTINCT FROM NEW.name)
        EXECUTE FUNCTION student_renamed();
    `,
  },
];

/**
 * Applies the migrations not yet applied, in one transaction, safe when instances start
 * together (`migrations`: all of them, or the first few to build an older schema in a test).
 */
export async function migrate(db: Database, migrations = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Two instances starting at once on one server take turns here.
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4242001)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
