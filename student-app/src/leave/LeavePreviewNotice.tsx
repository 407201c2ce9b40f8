import type { LeavePreview } from '@leave/contract';
import { leaveKindMessages } from '@leave/domain';
import { Notice } from '@leave/ui';

/**
 * Before Submit: what the request would do to each course if approved, and which would cross its
 * limit. It changes as the form is filled, so it sits in the form's live region (polite).
 */
export function LeavePreviewNotice({ preview, kindName }: { preview: LeavePreview; kindName: string }) {
  const courses = preview.courses.filter((course) => course.days > 0);
  if (courses.length === 0) return null;
  const document = preview.document_needed && (
    <p style={{ margin: '4px 0 0' }}>{leaveKindMessages.documentNeeded(kindName).message}.</p>
  );
  // A kind that does not count changes no percentage: say so instead of "from 5% to 5%".
  if (!preview.counts) {
    return (
      <Notice tone="info" quiet>
        <p style={{ margin: 0 }}>If approved: {leaveKindMessages.doesNotCount(kindName).message}.</p>
        {document}
      </Notice>
    );
  }
  const crossing = courses.filter((course) => course.crosses_limit);
  return (
    <Notice tone={crossing.length ? 'error' : 'info'} quiet>
      <ul aria-label="If approved" style={{ margin: 0, paddingLeft: 18 }}>
        {courses.map((course) => (
          <li key={course.course_code}>
            If approved: {course.course_code} goes from {course.percentage_before}% to {course.percentage_after}% (limit{' '}
            {course.leave_limit}%)
            {course.crosses_limit ? <strong> - over the limit</strong> : null}
          </li>
        ))}
      </ul>
      {crossing.length > 0 && (
        <p style={{ margin: '4px 0 0' }}>
          Warning: this request would take {crossing.map((c) => c.course_code).join(', ')} over its leave limit. You can
          still send it.
        </p>
      )}
      {document}
    </Notice>
  );
}
