import type { Enrollment } from '@leave/contract';
import { Card, CardTitle } from '@leave/ui';

/** Lines of 'course_code : leave_percentage%', for the student's own enrolments only. */
export function LeavePercentage({ enrollments, rollNo }: { enrollments: Enrollment[]; rollNo: number }) {
  const own = enrollments.filter((e) => e.roll_no === rollNo);
  return (
    <Card aria-labelledby="leave-percentage-title">
      <CardTitle id="leave-percentage-title">Current Leave Percentage</CardTitle>
      {own.length === 0 ? (
        <p>You are not enrolled in any course yet.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {own.map((e) => (
            <li key={e.course_code}>
              {e.course_code} : {e.leave_percentage}%
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
