import type { LeaveKind } from '@leave/contract';
import type { AppliedKind, KindStore, Windowed } from '@leave/service';
import type { Queryable, Transactional } from '../db/database';
import { insertReporting, sqlState, UNIQUE_VIOLATION } from './sqlErrors';

const KIND_COLUMNS = 'k.kind_id, k.name, k.counts, k.document_after, k.document_unit, k.students_choose';
const BY_NAME = `ORDER BY k.name COLLATE "und-x-icu", k.kind_id`;

/** Makes every leave of the picked requests count as `counts` says (the kept counts follow, migration 26). */
const countLeaveOf = (db: Queryable, requests: string, params: unknown[], counts: boolean) =>
  db.query(
    `UPDATE leaves l SET counted = $1 FROM leave_requests r
     WHERE l.request_id = r.request_id AND ${requests} AND l.counted <> $1`,
    [counts, ...params],
  );

export function sqlKinds(db: Queryable, attempt: Transactional, transaction: Transactional): KindStore {
  const all = () => db.query<LeaveKind>(`SELECT ${KIND_COLUMNS} FROM leave_kinds k ${BY_NAME}`);
  return {
    async list({ offset, limit }) {
      const rows = await db.query<Windowed<LeaveKind>>(
        `SELECT (SELECT count(*)::int FROM leave_kinds) AS total,
           (SELECT coalesce(json_agg(page), '[]') FROM (
             SELECT ${KIND_COLUMNS} FROM leave_kinds k ${BY_NAME} OFFSET $1 LIMIT $2) page) AS items`,
        [offset, limit],
      );
      return rows[0]!;
    },
    all,
    async find(kindId) {
      return (await db.query<LeaveKind>(`SELECT ${KIND_COLUMNS} FROM leave_kinds k WHERE k.kind_id = $1`, [kindId]))[0];
    },
    async insert(kind) {
      let added: LeaveKind | undefined;
      const result = await insertReporting(attempt, async (q) => {
        added = (
          await q.query<LeaveKind>(
            `INSERT INTO leave_kinds AS k (name, counts, document_after, document_unit, students_choose)
             VALUES ($1, $2, $3, $4, $5) RETURNING ${KIND_COLUMNS}`,
            [kind.name, kind.counts, kind.document_after, kind.document_unit, kind.students_choose],
          )
        )[0];
      });
      return result === 'ok' ? added! : 'duplicate';
    },
    // A name taken by another kind fails the UPDATE, which undoes the whole change.
    async update(kind) {
      try {
        return await transaction(async (tx) => {
          const saved = (
            await tx.query<LeaveKind>(
              `UPDATE leave_kinds k SET name = $2, counts = $3, document_after = $4, document_unit = $5,
                 students_choose = $6 WHERE k.kind_id = $1 RETURNING ${KIND_COLUMNS}`,
              [kind.kind_id, kind.name, kind.counts, kind.document_after, kind.document_unit, kind.students_choose],
            )
          )[0];
          if (!saved) return 'not-found' as const;
          await countLeaveOf(tx, 'r.kind_id = $2', [saved.kind_id], saved.counts);
          return saved;
        });
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) return 'duplicate';
        throw error;
      }
    },
    setRequestKind: (requestId, kind: AppliedKind) =>
      transaction(async (tx) => {
        const rows = await tx.query(
          'UPDATE leave_requests SET kind_id = $2 WHERE request_id = $1 RETURNING request_id',
          [requestId, kind.kind_id],
        );
        if (!rows.length) return false;
        await countLeaveOf(tx, 'r.request_id = $2', [requestId], kind.counts);
        return true;
      }),
  };
}
