/** Request bodies the suites build on: valid by default, changed field by field in each case. */
export const newStudent = (user_id: number) => ({
  name: 'Test Student',
  user_id,
  branch: 'Computer Science',
  stream: 'B.Tech',
  joining_year: 2025,
  passwd: 'Kestrel-42',
  role: 'student',
});

export const leaveFor = (user_id: number, leave_date: string, course_code = 'CS101') => ({
  reason: 'Medical',
  course_code,
  leave_date,
  user_id,
  user_role: 'student',
});
