/** Labels that depend on the role, as the spec words them. */
export function labelsFor(role: string) {
  const student = role === 'student';
  return {
    role: 'Role',
    name: 'Name',
    userId: student ? 'Roll No.' : 'Registration No.',
    branch: student ? 'Branch' : 'Department',
    ...(student ? { stream: 'Stream', joiningYear: 'Joining Year' } : {}),
    password: 'Password',
  };
}
