/**
 * Every refusal carries its message's code and parameters beside the English, on every backend:
 * a bad field (400, naming it), a wrong password (401), another's data (403), an unknown id
 * (404), a duplicate (409) and an unknown path (404). The English is the product's words, exactly.
 */
import { leaveFor, lectureAfter, newStudent, useBackend } from '@leave/test-kit';

const { as } = useBackend();

it('a bad field: 400 with the field rule code, its parameters and the field', async () => {
  const reply = await (
    await as.student(1001)
  ).post('/addLeave', { ...leaveFor(1001, lectureAfter('CS101', 12)), reason: '' });
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({
    message: 'reason is required',
    code: 'field.required',
    params: { name: 'reason' },
    field: 'reason',
  });
});

it('wrong credentials: 401 with its code and no parameters', async () => {
  const reply = await (
    await as.anonymous()
  ).post('/userVerify', { user_id: 1001, passwd: 'wrong-password', role: 'student' });
  expect(reply.status).toBe(401);
  expect(reply.body).toEqual({
    message: 'Invalid user id, password or role',
    code: 'api.invalidCredentials',
    params: {},
  });
});

it("another's data: 403", async () => {
  const reply = await (await as.student(1001)).get('/studentData?user_id=1002');
  expect(reply.status).toBe(403);
  expect(reply.body).toEqual({ message: 'You can only see your own data', code: 'api.onlyOwnData', params: {} });
});

it('an unknown leave: 404 with its id as a number', async () => {
  const reply = await (await as.instructor(501)).post('/approveLeave', { leave_id: 999999 });
  expect(reply.status).toBe(404);
  expect(reply.body).toMatchObject({
    message: 'No leave with id 999999',
    code: 'api.noLeave',
    params: { leaveId: 999999 },
  });
});

it('a duplicate: 409 with its parameters as data', async () => {
  const date = lectureAfter('CS101', 13);
  const student = await as.student(1003);
  expect((await student.post('/addLeave', leaveFor(1003, date))).status).toBe(200);
  const reply = await student.post('/addLeave', leaveFor(1003, date));
  expect(reply.status).toBe(409);
  expect(reply.body).toEqual({
    message: `You already have leave on ${date} in CS101`,
    code: 'api.leaveExists',
    params: { date, code: 'CS101' },
    field: 'leave_date',
  });
  const signUp = await (await as.anonymous()).post('/addUser', { ...newStudent(1001) });
  expect(signUp.status).toBe(409);
  expect(signUp.body).toMatchObject({ code: 'api.userExists', params: { role: 'student', userId: 1001 } });
});

it('an unknown path: 404 with the method and path', async () => {
  const reply = await (await as.anonymous()).get('/noSuchThing');
  expect(reply.status).toBe(404);
  expect(reply.body).toEqual({
    message: 'There is no GET /noSuchThing',
    code: 'api.noRoute',
    params: { method: 'GET', path: '/noSuchThing' },
  });
});
