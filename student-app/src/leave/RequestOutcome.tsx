import type { LeaveRequestResponse, RefusedLeave } from '@leave/contract';
import { leaveKindMessages, noLectureLines } from '@leave/domain';
import type { DateFormat } from '@leave/domain';
import { Notice } from '@leave/ui';
import { AttachDocuments, useDateFormat } from '@leave/web-kit';
import { useAttachDocumentsMutation } from '../api/studentApi';

/** A date and course that was not applied, and why: "Mon, 7 Dec 2026 CS201: CS201 does not meet on Mondays". */
export const refusalLine = (refused: RefusedLeave, dates: DateFormat) =>
  `${dates.date(refused.leave_date)} ${refused.course_code}: ${refused.message}`;

/** The applied leave, course by course: "CS101: Mon, 30 Nov 2026, Fri, 4 Dec 2026". */
function appliedLines(applied: LeaveRequestResponse['applied'], format: DateFormat) {
  const byCourse = new Map<string, string[]>();
  for (const leave of [...applied].sort((a, b) => a.leave_date.localeCompare(b.leave_date))) {
    byCourse.set(leave.course_code, [...(byCourse.get(leave.course_code) ?? []), leave.leave_date]);
  }
  return [...byCourse].map(([code, dates]) => `${code}: ${dates.map((date) => format.date(date)).join(', ')}`);
}

/** Right after applying, the document the request's kind needs can be attached at once (or later, in My Requests). */
function AttachNow({ requestId }: { requestId: number }) {
  const [attach] = useAttachDocumentsMutation();
  return (
    <>
      <p>{leaveKindMessages.documentNeededForRequest.message}: attach it now, or later from My Requests.</p>
      <AttachDocuments
        label="Attach documents to this request"
        attach={(files) => attach({ request_id: requestId, files })}
      />
    </>
  );
}

/**
 * What a request of several days or courses did: how many applied and where, what needed no
 * leave (no lecture that day) and why, each refusal and why.
 */
export function RequestOutcome({ outcome, onDismiss }: { outcome: LeaveRequestResponse; onDismiss: () => void }) {
  const { applied, refused, no_lecture: noLecture } = outcome;
  const dates = useDateFormat();
  const tone = refused.length === 0 ? (applied.length ? 'success' : 'info') : applied.length ? 'info' : 'error';
  return (
    <Notice tone={tone} onDismiss={onDismiss} focusOnShow>
      <strong>{outcome.message}.</strong>
      {applied.length > 0 && (
        <>
          {' '}
          Applied:
          <ul aria-label="Applied">
            {appliedLines(applied, dates).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {noLecture.length > 0 && (
        <>
          No leave needed (no lecture):
          <ul aria-label="No leave needed">
            {noLectureLines(noLecture, dates).map((line) => (
              <li key={line.date}>{line.text}</li>
            ))}
          </ul>
        </>
      )}
      {refused.length > 0 && (
        <>
          {' '}
          Not applied:
          <ul aria-label="Not applied">
            {refused.map((one) => (
              <li key={`${one.leave_date}-${one.course_code}`}>{refusalLine(one, dates)}</li>
            ))}
          </ul>
        </>
      )}
      {outcome.skipped_weekends.length > 0 && (
        <> Weekends left out: {outcome.skipped_weekends.map((date) => dates.date(date)).join('; ')}.</>
      )}
      {outcome.document_needed && outcome.request_id !== null && <AttachNow requestId={outcome.request_id} />}
    </Notice>
  );
}
