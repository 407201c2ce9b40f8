-- name: each recipient's count of notifications and of those unread, and the school's count of accounts by role, kept as they change
-- The bell's call (GET /notifications?page_size=1, on every page of every signed-in person)
-- counted all of the recipient's notifications, read and unread, for its total and unread
-- count: an instructor's grow with every application to their courses, term after term. Each
-- recipient's counts are kept here, in the writing connection's part (as migration 36's), so the
-- bell sums a few rows.
CREATE TABLE notification_counts (
  role text NOT NULL,
  user_id integer NOT NULL,
  part smallint NOT NULL,
  total integer NOT NULL,
  unread integer NOT NULL,
  PRIMARY KEY (role, user_id, part)
);
INSERT INTO notification_counts (role, user_id, part, total, unread)
  SELECT role, user_id, 0, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM notifications GROUP BY 1, 2;

-- Once per statement, with the rows it changed, in recipient order; a branch may name only the
-- transition tables its statement has. An update is counted as its rows' new values added and
-- old ones removed: a row marked read changes its recipient's unread count only, and a statement
-- that changes no recipient's counts locks nothing.
CREATE FUNCTION notifications_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mine smallint := pg_backend_pid() % 8;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM notification_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO notification_counts AS kept (role, user_id, part, total, unread)
        SELECT role, user_id, mine, count(*), count(*) FILTER (WHERE read_at IS NULL)
        FROM added_notifications GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (role, user_id, part)
        DO UPDATE SET total = kept.total + excluded.total, unread = kept.unread + excluded.unread;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO notification_counts AS kept (role, user_id, part, total, unread)
        SELECT role, user_id, mine, -count(*), -count(*) FILTER (WHERE read_at IS NULL)
        FROM removed_notifications GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (role, user_id, part)
        DO UPDATE SET total = kept.total + excluded.total, unread = kept.unread + excluded.unread;
    ELSE
      INSERT INTO notification_counts AS kept (role, user_id, part, total, unread)
        SELECT role, user_id, mine, sum(total)::int, sum(unread)::int FROM (
          SELECT role, user_id, 1 AS total, (read_at IS NULL)::int AS unread FROM added_notifications
          UNION ALL
          SELECT role, user_id, -1, -(read_at IS NULL)::int FROM removed_notifications
        ) AS changed
        GROUP BY 1, 2 HAVING sum(total) <> 0 OR sum(unread) <> 0 ORDER BY 1, 2
        ON CONFLICT (role, user_id, part)
        DO UPDATE SET total = kept.total + excluded.total, unread = kept.unread + excluded.unread;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER notifications_added_counted AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS added_notifications FOR EACH STATEMENT EXECUTE FUNCTION notifications_counted();
CREATE TRIGGER notifications_changed_counted AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS removed_notifications NEW TABLE AS added_notifications
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_counted();
CREATE TRIGGER notifications_removed_counted AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS removed_notifications FOR EACH STATEMENT EXECUTE FUNCTION notifications_counted();
CREATE TRIGGER notifications_truncated_counted AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_counted();
-- Kept also when a bulk load writes with the replica's role (scripts/university.ts).
ALTER TABLE notifications ENABLE ALWAYS TRIGGER notifications_added_counted;
ALTER TABLE notifications ENABLE ALWAYS TRIGGER notifications_changed_counted;
ALTER TABLE notifications ENABLE ALWAYS TRIGGER notifications_removed_counted;
ALTER TABLE notifications ENABLE ALWAYS TRIGGER notifications_truncated_counted;

-- The admin's Overview and the unfiltered lists of students and instructors counted every
-- account of the role (10,000 students at a university's scale) for their totals. The count of
-- each role's accounts is kept here in the same way.
CREATE TABLE user_counts (
  role text NOT NULL,
  part smallint NOT NULL,
  users integer NOT NULL,
  PRIMARY KEY (role, part)
);
INSERT INTO user_counts (role, part, users) SELECT role, 0, count(*) FROM users GROUP BY 1;

CREATE FUNCTION users_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mine smallint := pg_backend_pid() % 8;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM user_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO user_counts AS kept (role, part, users)
        SELECT role, mine, count(*) FROM added_users GROUP BY 1 ORDER BY 1
        ON CONFLICT (role, part) DO UPDATE SET users = kept.users + excluded.users;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO user_counts AS kept (role, part, users)
        SELECT role, mine, -count(*) FROM removed_users GROUP BY 1 ORDER BY 1
        ON CONFLICT (role, part) DO UPDATE SET users = kept.users + excluded.users;
    ELSE
      INSERT INTO user_counts AS kept (role, part, users)
        SELECT role, mine, sum(change)::int FROM (
          SELECT role, 1 AS change FROM added_users UNION ALL SELECT role, -1 FROM removed_users
        ) AS changed
        GROUP BY 1 HAVING sum(change) <> 0 ORDER BY 1
        ON CONFLICT (role, part) DO UPDATE SET users = kept.users + excluded.users;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER users_added_counted AFTER INSERT ON users
  REFERENCING NEW TABLE AS added_users FOR EACH STATEMENT EXECUTE FUNCTION users_counted();
CREATE TRIGGER users_changed_counted AFTER UPDATE ON users
  REFERENCING OLD TABLE AS removed_users NEW TABLE AS added_users FOR EACH STATEMENT EXECUTE FUNCTION users_counted();
CREATE TRIGGER users_removed_counted AFTER DELETE ON users
  REFERENCING OLD TABLE AS removed_users FOR EACH STATEMENT EXECUTE FUNCTION users_counted();
CREATE TRIGGER users_truncated_counted AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION users_counted();
ALTER TABLE users ENABLE ALWAYS TRIGGER users_added_counted;
ALTER TABLE users ENABLE ALWAYS TRIGGER users_changed_counted;
ALTER TABLE users ENABLE ALWAYS TRIGGER users_removed_counted;
ALTER TABLE users ENABLE ALWAYS TRIGGER users_truncated_counted;
