-- name: each account's language, and each notification's message code with its values
-- A person reads the pages and their emails in the language they chose (issue 62): the account
-- keeps it (NULL: never chose, so the school's SCHOOL_LANGUAGE, English when unset). A
-- notification keeps its English text as before, and beside it the code of its message in
-- domain/src/notificationMessages.ts and that message's values by name, so that the bell and the
-- email say it in the reader's language (NULL for a notification stored before this version).
ALTER TABLE users ADD COLUMN language text;
ALTER TABLE notifications ADD COLUMN code text, ADD COLUMN params jsonb;
