/**
 * Roll marks from a CSV file (the admin): a card reader's export or another system's register,
 * previewed row by row as the other imports are, then recorded in one transaction, each lecture's
 * roll taken or corrected as on Correct a Roll and audited so. The domain reads each row and says
 * whether its date is a lecture (rollImport.ts); the stores say who is enrolled and what is marked.
 */
import { ROLL_IMPORT_STATUSES } from '@leave/contract';
import type { IsoDate, RollImportRow, RollImportStatus, RollMark, RollMarksImportResult } from '@leave/contract';
import {
  IMPORT_MAX_BODY_BYTES,
  markIsKept,
  messages,
  readRollMarkRow,
  refusal,
  ROLL_IMPORT_COLUMNS,
  rollImportLecture,
  rollImportMessages,
  rollMarksImportResultSchema,
  rollMarksImportSchema,
  rowSaid,
} from '@leave/domain';
import type { RollMarkRow, Refusal } from '@leave/domain';
import { audit } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import { badValue, IMPORT_ROWS_SHOWN, readCsv } from '../importPlan';
import { schoolToday } from '../leaveActions';
import { requireStepUp } from '../twoFactor/stepUp';
import type { ClassListRow, MarkChange, Storage } from '../storage';
import { marksBy, tellMarkedAbsent } from './rolls';

/** A row and, while it may be marked, what it writes and whether it needs a reason. */
type PlannedMark = RollImportRow & { write?: RollMarkRow; reasonNeeded?: boolean };

/** A lecture the file marks: its class list as it stands, and whether its roll is taken. */
interface PlannedLecture {
  code: string;
  date: IsoDate;
  classList: Map<number, ClassListRow>;
  rows: PlannedMark[];
}

const lectureKey = (code: string, date: IsoDate) => `${code}|${date}`;

/** Each row of the file read: its values, or a bad value (a repeated course, date and roll number is one). */
function readMarks(csv: string): { rows: PlannedMark[] } | { refusal: Refusal } {
  const read = readCsv(csv, ROLL_IMPORT_COLUMNS);
  if ('refusal' in read) return read;
  const firstLineOf = new Map<string, number>();
  const rows = read.records.map(({ record, info }): PlannedMark => {
    const line = info.lines;
    const shown = {
      line,
      course_code: record.course_code ?? '',
      date: record.date ?? '',
      roll_no: record.roll_no ?? '',
      name: '',
      mark: record.mark ?? '',
    };
    const reading = readRollMarkRow(record);
    if (!reading.ok) return { ...shown, ...badValue(reading) };
    const { row } = reading;
    const key = `${lectureKey(row.course_code, row.date)}|${row.roll_no}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      return { ...shown, ...badValue({ column: 'roll_no', ...rowSaid(rollImportMessages.duplicate(earlier)) }) };
    }
    firstLineOf.set(key, line);
    return { ...shown, course_code: row.course_code, mark: row.mark, status: 'will mark', write: row };
  });
  return { rows };
}

/**
 * Checks each readable row against its course, its lecture and the class list: unknown course,
 * outside term, no lecture, still to come, not enrolled, already so, or will mark (needing a
 * reason past the correction window). Answers the lectures the rows to mark are on.
 */
async function checkMarks(
  store: Storage,
  rows: PlannedMark[],
  today: IsoDate,
  reason: string | undefined,
): Promise<PlannedLecture[]> {
  const rules = await store.rolls.rules();
  const readable = rows.filter((row) => row.write);
  const calendars = new Map(
    (await store.timetables.calendarsOf([...new Set(readable.map((row) => row.write!.course_code))])).map(
      (calendar) => [calendar.course_code, calendar],
    ),
  );
  const lectures = new Map<string, PlannedLecture>();
  const taken = new Map<string, boolean>();
  for (const row of readable) {
    const { course_code: code, date } = row.write!;
    const calendar = calendars.get(code);
    if (!calendar) {
      Object.assign(row, { status: 'unknown course', column: 'course_code', ...rowSaid(messages.noCourse(code)) });
      continue;
    }
    const found = rollImportLecture(calendar, date, today, rules);
    if ('problem' in found) {
      Object.assign(row, found.problem);
      continue;
    }
    const key = lectureKey(code, date);
    if (!lectures.has(key)) {
      const [classList, roll] = await Promise.all([store.rolls.classList(code, date), store.rolls.find(code, date)]);
      lectures.set(key, { code, date, classList: new Map(classList.map((s) => [s.roll_no, s])), rows: [] });
      taken.set(key, Boolean(roll));
    }
    const lecture = lectures.get(key)!;
    const student = lecture.classList.get(row.write!.roll_no);
    if (!student) {
      Object.assign(row, {
        status: 'not enrolled',
        column: 'roll_no',
        ...rowSaid(rollImportMessages.notEnrolled(row.write!.roll_no, code)),
      });
      continue;
    }
    row.name = student.name;
    if (taken.get(key) && student.mark === keptMark(row.write!.mark, student)) {
      row.status = 'already so';
      continue;
    }
    row.reasonNeeded = found.reasonNeeded;
    if (found.reasonNeeded && !reason) Object.assign(row, rowSaid(rollImportMessages.reasonNeeded(date)));
    lecture.rows.push(row);
  }
  return [...lectures.values()]
    .filter((lecture) => lecture.rows.length)
    .sort((a, b) => a.code.localeCompare(b.code) || a.date.localeCompare(b.date));
}

/** A roll keeps its exceptions only: "present" is kept only beside leave (rolls.ts markIsKept). */
const keptMark = (mark: RollMark, student: ClassListRow): RollMark | null =>
  markIsKept(mark, student.leave?.status ?? null) ? mark : null;

/** Counts of every status, and the rows that need a look first, then the rest, up to the cap. */
function answerOf(rows: PlannedMark[], applied: boolean, message: string, lectures: number): RollMarksImportResult {
  const counts = Object.fromEntries(ROLL_IMPORT_STATUSES.map((status) => [status, 0])) as Record<
    RollImportStatus,
    number
  >;
  for (const row of rows) counts[row.status] += 1;
  const settled = (row: PlannedMark) =>
    (row.status === 'will mark' && !row.message) || row.status === 'marked' || row.status === 'already so';
  const shown = [...rows.filter((row) => !settled(row)), ...rows.filter(settled)]
    .slice(0, IMPORT_ROWS_SHOWN)
    .map(({ write: _write, reasonNeeded: _reasonNeeded, ...row }) => row);
  return { applied, message, counts, rows: shown, lectures };
}

export const importRollMarks = defineEndpoint({
  method: 'POST',
  path: '/importRollMarks',
  summary:
    "Roll marks from a CSV file (course_code, date, roll_no, mark as P, A, L or present, absent, late): previewed row by row (unknown course, outside term, no lecture, not enrolled, already so, bad value), or with apply, the rows to mark recorded in one transaction, each lecture's roll taken or corrected and audited; a reason is needed for lectures past their correction window (applying, an admin with two-factor sign-in on sends a current code, otp, unless they proved one in the last 5 minutes)",
  tag: 'admin',
  access: 'admin',
  maxBodyBytes: IMPORT_MAX_BODY_BYTES,
  body: rollMarksImportSchema,
  responses: { 200: rollMarksImportResultSchema },
  async handle({ store, settings, session, sessionToken, clientIp, body }) {
    const read = readMarks(body.csv);
    if ('refusal' in read) return refused(read.refusal);
    const { rows } = read;
    const today = schoolToday(settings);
    const lectures = await checkMarks(store, rows, today, body.reason);
    const toMark = lectures.flatMap((lecture) => lecture.rows);
    if (!body.apply) {
      return ok(
        answerOf(
          rows,
          false,
          rollImportMessages.previewed(toMark.length, rows.length, lectures.length).message,
          lectures.length,
        ),
      );
    }
    const withoutReason = toMark.filter((row) => row.reasonNeeded && !body.reason);
    if (withoutReason.length)
      return refused(refusal(400, rollImportMessages.reasonsNeeded(withoutReason.length), 'reason'));
    const stepUp = await requireStepUp({ store, settings, session, sessionToken, clientIp }, body.otp);
    if (stepUp) return stepUp;

    const actor = { id: session.user_id, role: session.role };
    const saved = await store.atomically(async (tx) => {
      const changed: Array<{ lecture: PlannedLecture; changes: MarkChange[] }> = [];
      for (const lecture of lectures) {
        const writes = lecture.rows.map((row) => ({
          roll_no: row.write!.roll_no,
          mark: keptMark(row.write!.mark, lecture.classList.get(row.write!.roll_no)!),
        }));
        const result = await tx.rolls.save(lecture.code, lecture.date, writes, actor);
        const changedRolls = new Set(result.changes.map((change) => change.roll_no));
        // A row is recorded when its mark changed, or it took the roll (its presence is recorded so);
        // one someone else recorded since the preview is already so.
        for (const row of lecture.rows) {
          row.status = result.first || changedRolls.has(row.write!.roll_no) ? 'marked' : 'already so';
          delete row.message;
          delete row.code;
          delete row.params;
        }
        if (!result.first && !result.changes.length) continue;
        await audit(
          tx,
          { session, clientIp },
          result.first ? 'roll taken' : 'roll corrected',
          `course ${lecture.code}, lecture ${lecture.date}`,
          {
            before: marksBy(result.changes, 'before'),
            after: {
              ...marksBy(result.changes, 'after'),
              ...(body.reason ? { reason: body.reason } : {}),
              imported: true,
            },
          },
        );
        changed.push({ lecture, changes: result.changes });
      }
      const marked = rows.filter((row) => row.status === 'marked').length;
      const answer = answerOf(rows, true, rollImportMessages.imported(marked, changed.length).message, changed.length);
      // The same file again records nothing, and says nothing in the trail.
      if (!changed.length) return { changed, answer };
      await audit(tx, { session, clientIp }, 'roll marks imported', 'rolls', {
        after: {
          ...answer.counts,
          lectures: changed.map(({ lecture }) => `${lecture.code} ${lecture.date}`),
          ...(body.reason ? { reason: body.reason } : {}),
        },
      });
      return { changed, answer };
    });
    for (const { lecture, changes } of saved.changed) {
      await tellMarkedAbsent(store, settings, today, lecture.code, lecture.date, changes, lecture.classList);
    }
    return ok(saved.answer);
  },
});
