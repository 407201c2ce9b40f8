import type { AuditAction, IsoDate, Session } from '@leave/contract';
import { addDays } from '@leave/contract';
import type { AuditFilter, Storage } from './storage';

/** Who did it and from where: the signed-in user (or nobody) and the client's address. */
export interface AuditSource {
  session: Session | null;
  clientIp: string;
}

type Fields = Record<string, unknown> | null;

/** One write, to record: what was done to what, and the fields it changed. */
export interface AuditEntry {
  action: AuditAction;
  target: string;
  before?: Fields;
  after?: Fields;
}

/** Records writes in the append-only audit trail, in order. */
export function auditAll(store: Storage, { session, clientIp }: AuditSource, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return Promise.resolve();
  return store.audit.append(
    entries.map(({ action, target, before, after }) => ({
      actor_role: session?.role ?? null,
      actor_id: session?.user_id ?? null,
      action,
      target,
      before: before ?? null,
      after: after ?? null,
      client_ip: clientIp,
    })),
  );
}

/** Records one write in the append-only audit trail. */
export const audit = (
  store: Storage,
  source: AuditSource,
  action: AuditAction,
  target: string,
  change: { before?: Fields; after?: Fields } = {},
): Promise<void> => auditAll(store, source, [{ action, target, ...change }]);

/** The fields whose values differ, before and after (so an event shows only what changed). */
export function changedFields<T extends object>(before: T, after: T): { before: Fields; after: Fields } {
  const keys = (Object.keys(after) as Array<keyof T>).filter((key) => before[key] !== after[key]);
  if (!keys.length) return { before: null, after: null };
  const pick = (from: T) => Object.fromEntries(keys.map((key) => [key, from[key]]));
  return { before: pick(before), after: pick(after) };
}

/** The instant a calendar date starts in a time zone, ISO 8601 (DST-safe: offsets read from Intl). */
export function startOfDayIn(date: IsoDate, timeZone: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(instant);
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
    return local - instant;
  };
  // The offset at the guess, then at the corrected instant (they differ only across a DST change).
  const first = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(first)).toISOString();
}

/** An audit list's date filter (calendar dates in the school's time zone) as instants. */
export function auditWindow(
  query: { from?: IsoDate; to?: IsoDate },
  timeZone: string,
): Pick<AuditFilter, 'since' | 'before'> {
  return {
    ...(query.from ? { since: startOfDayIn(query.from, timeZone) } : {}),
    ...(query.to ? { before: startOfDayIn(addDays(query.to, 1), timeZone) } : {}),
  };
}
