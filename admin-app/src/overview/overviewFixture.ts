import type { AdminOverview, AuditEvent } from '@leave/contract';

/** An instructor's edit of a course, as the audit trail and the Overview's recent changes show it. */
export const courseEdited: AuditEvent = {
  event_id: 31,
  at: '2026-12-02T04:00:00.000Z',
  actor_role: 'course instructor',
  actor_id: 501,
  actor_name: 'Dr. Meera Iyer',
  action: 'course edited',
  target: 'course CS101',
  before: { total_lectures: 40 },
  after: { total_lectures: 80 },
  client_ip: '127.0.0.1',
  subject: null,
  leave: null,
};

/** A school's overview as the server answers it, for the tests of the Overview in every language. */
export const overview: AdminOverview = {
  today: '2026-12-02',
  students: 412,
  courses: 18,
  pending: {
    total: 9,
    courses: [
      { course_code: 'CS101', course_title: 'Introduction to Programming', pending: 7 },
      { course_code: 'MA101', course_title: 'Calculus I', pending: 2 },
    ],
  },
  at_risk: {
    near: 3,
    over: 1,
    students: [
      {
        roll_no: 1002,
        name: 'Priya Patel',
        course_code: 'CS101',
        leave_percentage: 30,
        leave_limit: 25,
        risk: 'danger',
      },
      {
        roll_no: 1003,
        name: 'Rohan Verma',
        course_code: 'MA101',
        leave_percentage: 20,
        leave_limit: 25,
        risk: 'warning',
      },
    ],
  },
  absent_today: { accepted: 4, pending: 1 },
  attendance: { lectures_today: 12, rolls_taken_today: 9, absent_without_leave_today: 5 },
  recent: [courseEdited],
};
