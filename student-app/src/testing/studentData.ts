import type { EnrollmentStanding, StudentDataResponse, Term } from '@leave/contract';
import { courseStanding } from '@leave/domain';

/** Aarav Sharma (1001) in CS101 and CS201, none of either missed: the dashboard's data by default. */
const NOTHING_MISSED: EnrollmentStanding[] = [
  { roll_no: 1001, course_code: 'CS101', ...courseStanding(0, 0, 40, 25) },
  { roll_no: 1001, course_code: 'CS201', ...courseStanding(0, 0, 36, 25) },
];

/** Aarav Sharma's dashboard data with no leave, as the server answers it: his enrolments and the term given. */
export function aaravsData(
  enrollmentData: EnrollmentStanding[] = NOTHING_MISSED,
  term: Term | null = null,
): StudentDataResponse {
  return {
    studentData: { roll_no: 1001, name: 'Aarav Sharma', branch: 'CS', stream: 'B.Tech', joining_year: 2024 },
    leaveData: [],
    enrollmentData,
    term,
  };
}
