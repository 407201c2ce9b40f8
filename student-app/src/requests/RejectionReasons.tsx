import { styled } from '@leave/ui/styled';
import type { RequestCourse } from '@leave/contract';
import { theme } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { requestWords } from '../words/requests';

const Reasons = styled.p`
  margin: 0 0 8px;
  padding-inline-start: 10px;
  border-inline-start: 4px solid ${theme.color.rejected};
`;

/**
 * Why a request's leave was rejected, course by course, right under its statuses: "Rejected
 * in CS101: Exams that week". Nothing when no rejection came with a reason.
 */
export function RejectionReasons({ courses }: { courses: RequestCourse[] }) {
  const intl = useIntl();
  const withReasons = courses.filter((course) => course.rejection_reasons?.length);
  if (!withReasons.length) return null;
  return (
    <>
      {withReasons.map((course) => (
        <Reasons key={course.course_code}>
          {intl.formatMessage(requestWords.rejectedIn, {
            course: course.course_code,
            reasons: course.rejection_reasons!.join('; '),
          })}
        </Reasons>
      ))}
    </>
  );
}
