import type { RequestDocument } from '@leave/contract';
import type { DocumentStore, PurgedDocuments, Windowed } from '@leave/service';
import type { Queryable, Transactional } from '../db/database';

/** Document `d` as lists show it: never its content. */
const DOCUMENT_COLUMNS = `d.document_id, d.request_id, d.file_name, d.content_type, d.size_bytes,
  to_char(d.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS uploaded_at,
  d.uploaded_by_role, d.uploaded_by_id`;

export function sqlDocuments(db: Queryable, transaction: Transactional): DocumentStore {
  return {
    // Under the request's row lock, so that two uploads at once cannot pass the limit together.
    add: (requestId, files, uploader, max) =>
      transaction(async (tx) => {
        const locked = await tx.query<{ held: number }>(
          `SELECT (SELECT count(*)::int FROM request_documents d WHERE d.request_id = r.request_id) AS held
           FROM leave_requests r WHERE r.request_id = $1 FOR UPDATE`,
          [requestId],
        );
        if (locked[0]!.held + files.length > max) return 'too many' as const;
        const added: RequestDocument[] = [];
        for (const file of files) {
          const rows = await tx.query<RequestDocument>(
            `INSERT INTO request_documents AS d
               (request_id, file_name, content_type, size_bytes, content, uploaded_by_role, uploaded_by_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${DOCUMENT_COLUMNS}`,
            [requestId, file.file_name, file.content_type, file.bytes.length, file.bytes, uploader.role, uploader.id],
          );
          added.push(rows[0]!);
        }
        await tx.query('UPDATE leave_requests SET document_asked_at = NULL WHERE request_id = $1', [requestId]);
        return added;
      }),
    async list(requestId, { offset, limit }) {
      const rows = await db.query<Windowed<RequestDocument>>(
        `SELECT (SELECT count(*)::int FROM request_documents WHERE request_id = $1) AS total,
           (SELECT coalesce(json_agg(page ORDER BY page.document_id), '[]') FROM (
             SELECT ${DOCUMENT_COLUMNS} FROM request_documents d WHERE d.request_id = $1
             ORDER BY d.document_id OFFSET $2 LIMIT $3) page) AS items`,
        [requestId, offset, limit],
      );
      return rows[0]!;
    },
    async find(documentId) {
      const rows = await db.query<RequestDocument>(
        `SELECT ${DOCUMENT_COLUMNS} FROM request_documents d WHERE d.document_id = $1`,
        [documentId],
      );
      return rows[0];
    },
    async content(documentId) {
      const rows = await db.query<{ content: Uint8Array }>(
        'SELECT content FROM request_documents WHERE document_id = $1',
        [documentId],
      );
      return rows[0]?.content;
    },
    // Driven by the documents, each request's leave read through its index: first whether any of
    // it is still live (one probe a request with documents), then, for the few ended whole, when
    // their leave last changed. Asked the other way round (the last change of every request with
    // documents first) and deleting through a join the planner thought one row, a university's
    // sweep (28,324 documents) took 3.9 s at each API's start; this one reads an index entry a
    // document and the ended requests' events. The removal is by the documents' own index.
    // Instances sweeping at once each answer only the rows they deleted.
    async purgeEnded(before) {
      const rows = await db.query<PurgedDocuments>(
        `WITH ended AS MATERIALIZED (
           SELECT x.request_id FROM (SELECT DISTINCT request_id FROM request_documents) x
           WHERE NOT EXISTS (SELECT 1 FROM leaves l WHERE l.request_id = x.request_id
                               AND l.status NOT IN ('withdrawn', 'cancelled'))
         ), gone AS (
           DELETE FROM request_documents d WHERE d.request_id = ANY (ARRAY(
             SELECT n.request_id FROM ended n
             WHERE (SELECT max(e.at) FROM leaves l JOIN leave_events e ON e.leave_id = l.leave_id
                    WHERE l.request_id = n.request_id) <= $1::timestamptz))
           RETURNING d.request_id)
         SELECT request_id, count(*)::int AS documents FROM gone GROUP BY request_id ORDER BY request_id`,
        [before],
      );
      return rows;
    },
    async ask(requestId) {
      const rows = await db.query(
        'UPDATE leave_requests SET document_asked_at = now() WHERE request_id = $1 RETURNING 1',
        [requestId],
      );
      return rows.length > 0;
    },
  };
}
