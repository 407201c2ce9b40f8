import type { LeavePreview } from '@leave/contract';
import { Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { leaveWords as say } from '../words/leave';

/**
 * Before Submit: what the request would do to each course if approved, and which would cross its
 * limit. It changes as the form is filled, so it sits in the form's live region (polite).
 */
export function LeavePreviewNotice({ preview, kindName }: { preview: LeavePreview; kindName: string }) {
  const intl = useIntl();
  const courses = preview.courses.filter((course) => course.days > 0);
  if (courses.length === 0) return null;
  const document = preview.document_needed && (
    <p style={{ margin: '4px 0 0' }}>{intl.formatMessage(say.documentNeeded, { kind: kindName })}</p>
  );
  // A kind that does not count changes no percentage: say so instead of "from 5% to 5%".
  if (!preview.counts) {
    return (
      <Notice tone="info" quiet>
        <p style={{ margin: 0 }}>{intl.formatMessage(say.doesNotCount, { kind: kindName })}</p>
        {document}
      </Notice>
    );
  }
  const crossing = courses.filter((course) => course.crosses_limit);
  return (
    <Notice tone={crossing.length ? 'error' : 'info'} quiet>
      <ul aria-label={intl.formatMessage(say.ifApproved)} style={{ margin: 0, paddingLeft: 18 }}>
        {courses.map((course) => (
          <li key={course.course_code}>
            {intl.formatMessage(say.goesFrom, {
              course: course.course_code,
              before: course.percentage_before,
              after: course.percentage_after,
              limit: course.leave_limit,
            })}
            {course.crosses_limit ? <strong>{intl.formatMessage(say.overTheLimit)}</strong> : null}
          </li>
        ))}
      </ul>
      {crossing.length > 0 && (
        <p style={{ margin: '4px 0 0' }}>
          {intl.formatMessage(say.warning, { courses: crossing.map((c) => c.course_code).join(', ') })}
        </p>
      )}
      {document}
    </Notice>
  );
}
