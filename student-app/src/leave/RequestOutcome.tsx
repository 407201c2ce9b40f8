import type { LeaveRequestResponse, RefusedLeave } from '@leave/contract';
import { noLectureLines } from '@leave/domain';
import type { DateFormat } from '@leave/domain';
import { Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { AttachDocuments, useDateFormat } from '@leave/web-kit';
import { useAttachDocumentsMutation } from '../api/studentApi';
import { leaveWords as say } from '../words/leave';
import { serverLine } from '../words/serverLines';

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
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(say.attachNow)}</p>
      <AttachDocuments
        label={intl.formatMessage(say.attachTo)}
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
  const dates = useDateFormat();
  const intl = useIntl();
  // Each line in the language in use, by its code (its English as sent otherwise).
  const said = (line: RefusedLeave) => ({ ...line, message: serverLine(intl, line) });
  const { applied } = outcome;
  const refused = outcome.refused.map(said);
  const noLecture = outcome.no_lecture.map(said);
  const tone = refused.length === 0 ? (applied.length ? 'success' : 'info') : applied.length ? 'info' : 'error';
  return (
    <Notice tone={tone} onDismiss={onDismiss} focusOnShow>
      <strong>{serverLine(intl, outcome)}.</strong>
      {applied.length > 0 && (
        <>
          {intl.formatMessage(say.appliedColon)}
          <ul aria-label={intl.formatMessage(say.applied)}>
            {appliedLines(applied, dates).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {noLecture.length > 0 && (
        <>
          {intl.formatMessage(say.noLeaveNeededColon)}
          <ul aria-label={intl.formatMessage(say.noLeaveNeeded)}>
            {noLectureLines(noLecture, dates).map((line) => (
              <li key={line.date}>{line.text}</li>
            ))}
          </ul>
        </>
      )}
      {refused.length > 0 && (
        <>
          {intl.formatMessage(say.notAppliedColon)}
          <ul aria-label={intl.formatMessage(say.notApplied)}>
            {refused.map((one) => (
              <li key={`${one.leave_date}-${one.course_code}`}>{refusalLine(one, dates)}</li>
            ))}
          </ul>
        </>
      )}
      {outcome.skipped_weekends.length > 0 && (
        <>
          {intl.formatMessage(say.weekendsLeftOut, {
            dates: outcome.skipped_weekends.map((date) => dates.date(date)).join('; '),
          })}
        </>
      )}
      {outcome.document_needed && outcome.request_id !== null && <AttachNow requestId={outcome.request_id} />}
    </Notice>
  );
}
