/**
 * "Who changed this student's decision" (issue 59): the audit trail names the student each event
 * is about and the leave's date and course, and finds events by a person, by roll or registration
 * number or a part of a name, whether they acted or were acted on; the other filters stay as they were.
 */
import type { AuditPage } from '@leave/contract';
import { lectureAfter, requestOneLecture, useBackend } from '@leave/test-kit';

const { as } = useBackend();

const trail = async (query: string) => {
  const reply = await (await as.admin()).get<AuditPage>(`/auditEvents?page_size=100&${query}`);
  expect(reply.status).toBe(200);
  return reply.body;
};

describe('the audit trail by person', () => {
  let leaveId: number;
  let requestId: number;

  beforeAll(async () => {
    ({ leaveId, requestId } = await requestOneLecture(await as.student(1006), 1006, 30));
    const instructor = await as.instructor(501);
    expect((await instructor.post('/approveLeave', { leave_id: leaveId })).status).toBe(200);
    expect(
      (await instructor.post('/revokeLeave', { leave_id: leaveId, comment: 'Exam moved to that day' })).status,
    ).toBe(200);
    // Another student's leave, which no search for 1006 may find.
    await requestOneLecture(await as.student(1007), 1007, 30);
  }, 30_000);

  it('names the student and the leave of each event on it', async () => {
    const revoked = (await trail(`target=leave+${leaveId}&action=leave+revoked`)).items;
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({
      actor_name: 'Dr. Meera Iyer',
      subject: { roll_no: 1006, name: 'Isha Reddy' },
      leave: { leave_date: lectureAfter('CS101', 30), course_code: 'CS101' },
      before: { status: 'accepted' },
      after: { status: 'rejected', comment: 'Exam moved to that day' },
    });
  });

  it('finds what was done to a student by their roll number, not only what they did', async () => {
    const events = (await trail('person=1006')).items;
    expect(events.map((event) => [event.action, event.actor_id])).toEqual(
      expect.arrayContaining([
        ['leave revoked', 501],
        ['leave approved', 501],
        ['leave applied', 1006],
      ]),
    );
    expect(events.every((event) => event.subject?.roll_no === 1006 || event.actor_id === 1006)).toBe(true);
    expect(events.some((event) => event.subject?.roll_no === 1007)).toBe(false);
    expect(events.some((event) => event.target === `request ${requestId}` || event.target === `leave ${leaveId}`)).toBe(
      true,
    );
  });

  it('finds them by a part of the name, in any case, and with the other filters', async () => {
    const byName = await trail('person=isha+red');
    expect(byName.items.map((event) => event.action)).toEqual(
      expect.arrayContaining(['leave revoked', 'leave approved', 'leave applied']),
    );
    expect(byName.items.every((event) => event.subject?.roll_no === 1006 || event.actor_id === 1006)).toBe(true);
    expect((await trail('person=1006&action=leave+revoked')).total).toBe(1);
    expect((await trail('person=Isha&actor_id=501&action=leave+approved')).total).toBe(1);
    expect((await trail('person=nobody+is+called+this')).total).toBe(0);
  });

  it('finds the instructor by their registration number and name, as the one who acted', async () => {
    const events = (await trail('person=501&action=leave+revoked')).items;
    expect(events.map((event) => event.target)).toContain(`leave ${leaveId}`);
    expect((await trail('person=meera+iyer&action=leave+revoked')).items.map((event) => event.target)).toContain(
      `leave ${leaveId}`,
    );
  });

  it('downloads what the person filter finds', async () => {
    const csv = await (await as.admin()).get<string>(`/exportAuditEvents?person=1006&action=leave+revoked`);
    expect(csv.status).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);
  });

  it('refuses a person longer than a search', async () => {
    const reply = await (await as.admin()).get(`/auditEvents?person=${'x'.repeat(1000)}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'person' });
  });

  it('says whom an enrolment is about', async () => {
    const admin = await as.admin();
    expect(
      (await admin.post('/addStudentToCourse', { courseCode: 'MA201', studentName: 'Rohan Gupta', studentId: 1003 }))
        .status,
    ).toBe(201);
    const enrolled = (await trail('action=student+enrolled&person=rohan')).items[0];
    expect(enrolled).toMatchObject({
      target: 'course MA201',
      subject: { roll_no: 1003, name: 'Rohan Gupta' },
      leave: null,
    });
  });
});
