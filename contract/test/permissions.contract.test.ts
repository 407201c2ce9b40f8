/**
 * Who may do what, decided by the server: each role tries each call, on its own data and on
 * someone else's. A refusal is 401 (not signed in) or 403 (not allowed), and changes nothing.
 * Runs against every backend (CONTRACT_TARGET=mock, pglite or postgres): QA on the mock sees
 * exactly the refusals users see on the real API.
 */
import type { Leave, LectureRoll, StudentDataResponse } from '@leave/contract';
import { demoLectureDates, lectureAfter, pdfBytes, suiteToday, useBackend } from '@leave/test-kit';
import type { ApiClient } from '@leave/test-kit';

const { as } = useBackend();

type Actor = 'anonymous' | 'student 1001' | 'student 1002' | 'instructor 501' | 'instructor 502' | 'admin';
const actor = async (who: Actor): Promise<ApiClient> => {
  switch (who) {
    case 'anonymous':
      return as.anonymous();
    case 'student 1001':
      return as.student(1001);
    case 'student 1002':
      return as.student(1002);
    case 'instructor 501':
      return as.instructor(501);
    case 'instructor 502':
      return as.instructor(502);
    case 'admin':
      return as.admin();
  }
};

const ALL: Actor[] = ['anonymous', 'student 1001', 'student 1002', 'instructor 501', 'instructor 502', 'admin'];
/** The expected status for every actor: `allowed` get `ok`, anonymous 401, the rest 403. */
const matrix = (allowed: Actor[], ok: number) =>
  ALL.map((who) => [who, allowed.includes(who) ? ok : who === 'anonymous' ? 401 : 403] as const);

const pendingCs101Leave = async (): Promise<Leave> => {
  const reply = await (await as.instructor(501)).get<{ leaveData: Leave[] }>('/getLeaves?course_code=CS101');
  const leave = reply.body.leaveData.find((l) => l.status === 'pending');
  if (!leave) throw new Error('the seed has no pending CS101 leave left');
  return leave;
};

describe('reading', () => {
  it.each(matrix(['student 1001'], 200))('GET /studentData of student 1001 as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/studentData?user_id=1001')).status).toBe(status);
  });

  it.each(matrix(['student 1001'], 200))(
    'GET /studentData of student 1001 in a window of dates as %s: %i',
    async (who, status) => {
      const reply = await (await actor(who)).get('/studentData?user_id=1001&from=2025-03-01&to=2025-03-31');
      expect(reply.status).toBe(status);
    },
  );

  it.each(matrix(['instructor 501'], 200))('GET /instructorData of instructor 501 as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/instructorData?user_id=501')).status).toBe(status);
  });

  it.each(matrix(['instructor 501'], 200))('GET /getLeaves of CS101 (taught by 501) as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/getLeaves?course_code=CS101')).status).toBe(status);
  });

  it.each(matrix(['admin'], 200))('GET /courses as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/courses')).status).toBe(status);
  });

  it.each(matrix(['student 1001'], 200))('GET /myLeaves of student 1001 as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/myLeaves?user_id=1001')).status).toBe(status);
  });

  it.each(matrix(['student 1001'], 200))('GET /myProgress of student 1001 as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/myProgress?user_id=1001')).status).toBe(status);
  });

  it.each(matrix(['instructor 501', 'instructor 502'], 200))(
    'GET /absencesByWeek (their own courses) as %s: %i',
    async (who, status) => {
      expect((await (await actor(who)).get('/absencesByWeek')).status).toBe(status);
    },
  );

  it.each(matrix(['student 1001', 'student 1002'], 200))('GET /leavePolicy as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/leavePolicy')).status).toBe(status);
  });

  it.each(matrix(['instructor 501', 'instructor 502'], 200))('GET /decisionPolicy as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/decisionPolicy')).status).toBe(status);
  });

  it.each(
    [
      '/courseRoster?course_code=CS101',
      '/courseAbsences?course_code=CS101&month=2026-11',
      '/courseAbsentees?course_code=CS101&date=2026-11-24',
      '/courseRegister?course_code=CS101',
    ].flatMap((path) => matrix(['instructor 501'], 200).map(([who, status]) => [path, who, status] as const)),
  )('GET %s (CS101 is taught by 501) as %s: %i', async (path, who, status) => {
    expect((await (await actor(who)).get(path)).status).toBe(status);
  });

  it.each(matrix(['student 1001'], 200))('POST /previewLeave for student 1001 as %s: %i', async (who, status) => {
    const reply = await (
      await actor(who)
    ).post('/previewLeave', {
      user_id: 1001,
      user_role: 'student',
      reason: 'R',
      from_date: lectureAfter('CS101', 12),
      all_courses: true,
    });
    expect(reply.status).toBe(status);
  });

  it.each(matrix(['instructor 501'], 200))(
    'GET /decidedLeaves of CS101 (taught by 501) as %s: %i',
    async (who, status) => {
      expect((await (await actor(who)).get('/decidedLeaves?course_code=CS101')).status).toBe(status);
    },
  );
});

/** A new pending CS101 leave of student 1001, on a lecture of its own. */
let nextLecture = 20;
const freshPendingLeave = async (): Promise<Leave> => {
  nextLecture += 1;
  const date = lectureAfter('CS101', nextLecture);
  const student = await as.student(1001);
  expect(
    (
      await student.post('/addLeave', {
        reason: 'R',
        course_code: 'CS101',
        leave_date: date,
        user_id: 1001,
        user_role: 'student',
      })
    ).status,
  ).toBe(200);
  const mine = await student.get<{ items: Leave[] }>(`/myLeaves?user_id=1001&from=${date}&to=${date}`);
  return mine.body.items[0]!;
};

const statusOf = async (leaveId: number, date: string) =>
  (
    await (await as.student(1001)).get<{ items: Leave[] }>(`/myLeaves?user_id=1001&from=${date}&to=${date}`)
  ).body.items.find((l) => l.leave_id === leaveId)?.status;

describe('the leave workflow', () => {
  it.each([
    ['/withdrawLeave', 'student 1001', (leave: Leave) => ({ leave_id: leave.leave_id })],
    ['/revokeLeave', 'instructor 501', (leave: Leave) => ({ leave_id: leave.leave_id, comment: 'Because' })],
    ['/cancelLeave', 'student 1001', (leave: Leave) => ({ leave_id: leave.leave_id })],
  ] as const)(
    '%s of a CS101 leave of student 1001 is refused to all but %s, and the leave does not move',
    async (path, allowed, body) => {
      const leave = await freshPendingLeave();
      // Revoking and cancelling need accepted leave.
      if (path !== '/withdrawLeave')
        await (await as.instructor(501)).post('/approveLeave', { leave_id: leave.leave_id });
      const before = await statusOf(leave.leave_id, leave.leave_date);
      for (const [who, status] of matrix([], 200).filter(([who]) => who !== allowed)) {
        const reply = await (await actor(who)).post(path, body(leave));
        expect({ who, status: reply.status }).toEqual({ who, status });
      }
      expect(await statusOf(leave.leave_id, leave.leave_date)).toBe(before);
      expect((await (await actor(allowed)).post(path, body(leave))).status).toBe(200);
    },
  );

  it.each([
    ['/resubmitRequest', 'student 1001', 201, { reason: 'With the letter' }],
    ['/reopenRequest', 'instructor 501', 200, { course_code: 'CS101' }],
  ] as const)(
    '%s of a rejected CS101 request of student 1001 is refused to all but %s, and nothing moves',
    async (path, allowed, done, fields) => {
      const leave = await freshPendingLeave();
      await (await as.instructor(501)).post('/rejectLeave', { leave_id: leave.leave_id });
      const { request_id } = (
        await (
          await as.student(1001)
        ).get<{ items: Array<{ request_id: number; courses: Array<{ leave_ids: number[] }> }> }>(
          '/myRequests?user_id=1001&status=rejected&page_size=100',
        )
      ).body.items.find((r) => r.courses.some((c) => c.leave_ids.includes(leave.leave_id)))!;
      for (const [who, status] of matrix([], done).filter(([who]) => who !== allowed)) {
        const reply = await (await actor(who)).post(path, { request_id, ...fields });
        expect({ who, status: reply.status }).toEqual({ who, status });
      }
      const mine = await (
        await as.student(1001)
      ).get<{ items: Leave[] }>(`/myLeaves?user_id=1001&from=${leave.leave_date}&to=${leave.leave_date}`);
      expect(mine.body.items.map((l) => l.status)).toEqual(['rejected']);
      expect((await (await actor(allowed)).post(path, { request_id, ...fields })).status).toBe(done);
    },
  );

  it.each(matrix([], 200).filter(([who]) => who !== 'instructor 501'))(
    'POST /decideLeaves of a CS101 leave as %s: refused, and the leave stays pending',
    async (who, status) => {
      const leave = await freshPendingLeave();
      const reply = await (
        await actor(who)
      ).post('/decideLeaves', { leave_ids: [leave.leave_id], decision: 'accepted' });
      // Instructor 502 may call it, but each leave it does not teach is refused in the results.
      if (who === 'instructor 502') expect(reply.body.results[0].status).toBe(403);
      else expect(reply.status).toBe(status);
      expect(await statusOf(leave.leave_id, leave.leave_date)).toBe('pending');
    },
  );

  it.each(matrix([], 201).filter(([who]) => who !== 'student 1001'))(
    'POST /applyLeave for student 1001 as %s: %i, and nothing is applied',
    async (who, status) => {
      const date = lectureAfter('CS101', 13);
      const reply = await (
        await actor(who)
      ).post('/applyLeave', {
        user_id: 1001,
        user_role: 'student',
        reason: 'Not mine',
        from_date: date,
        all_courses: true,
      });
      expect(reply.status).toBe(status);
      const mine = await (
        await as.student(1001)
      ).get<{ total: number }>(`/myLeaves?user_id=1001&from=${date}&to=${date}`);
      expect(mine.body.total).toBe(0);
    },
  );
});

describe('changing', () => {
  it.each(matrix([], 200).filter(([who]) => who !== 'student 1001'))(
    'POST /addLeave for student 1001 as %s: %i, and no leave appears',
    async (who, status) => {
      const date = lectureAfter('CS101', 14);
      const reply = await (
        await actor(who)
      ).post('/addLeave', {
        reason: 'Not mine to ask',
        course_code: 'CS101',
        leave_date: date,
        user_id: 1001,
        user_role: 'student',
      });
      expect(reply.status).toBe(status);
      const data = await (await as.student(1001)).get<StudentDataResponse>('/studentData?user_id=1001');
      expect(data.body.leaveData.some((l) => l.leave_date === date)).toBe(false);
    },
  );

  it.each(['/approveLeave', '/rejectLeave'])(
    '%s of a CS101 leave is refused to everyone but its instructor, and the leave stays pending',
    async (path) => {
      const leave = await pendingCs101Leave();
      for (const [who, status] of matrix([], 200).filter(([who]) => who !== 'instructor 501')) {
        const reply = await (await actor(who)).post(path, { leave_id: leave.leave_id });
        expect({ who, status: reply.status }).toEqual({ who, status });
      }
      const after = await (await as.instructor(501)).get<{ leaveData: Leave[] }>('/getLeaves?course_code=CS101');
      expect(after.body.leaveData.find((l) => l.leave_id === leave.leave_id)?.status).toBe('pending');
      expect((await (await as.instructor(501)).post(path, { leave_id: leave.leave_id })).status).toBe(200);
    },
  );

  it.each(matrix([], 201).filter(([who]) => who !== 'admin'))(
    'POST /addCourse as %s: %i, and no course appears',
    async (who, status) => {
      const reply = await (
        await actor(who)
      ).post('/addCourse', {
        courseCode: 'HACK1',
        courseTitle: 'Not allowed',
        instructorId: 501,
      });
      expect(reply.status).toBe(status);
      const courses = await (await as.admin()).get<{ items: Array<{ course_code: string }> }>('/courses?page_size=100');
      expect(courses.body.items.map((c) => c.course_code)).not.toContain('HACK1');
    },
  );

  it.each(matrix([], 201).filter(([who]) => who !== 'admin'))(
    'POST /addStudentToCourse as %s: %i, and nobody is enrolled',
    async (who, status) => {
      const reply = await (
        await actor(who)
      ).post('/addStudentToCourse', {
        courseCode: 'MA101',
        studentName: 'Aarav Sharma',
        studentId: 1001,
      });
      expect(reply.status).toBe(status);
      const data = await (await as.student(1001)).get<StudentDataResponse>('/studentData?user_id=1001');
      expect(data.body.enrollmentData.map((e) => e.course_code)).not.toContain('MA101');
    },
  );

  it.each(matrix([], 200).filter(([who]) => who !== 'admin'))(
    'POST /setLeaveLimit as %s: %i, and the limit stays',
    async (who, status) => {
      expect((await (await actor(who)).post('/setLeaveLimit', { courseCode: 'MA101', leaveLimit: 77 })).status).toBe(
        status,
      );
      const courses = await (
        await as.admin()
      ).get<{ items: Array<{ course_code: string; leave_limit: number }> }>('/courses?page_size=100');
      expect(courses.body.items.find((c) => c.course_code === 'MA101')?.leave_limit).toBe(25);
    },
  );

  it('the admin may add courses and enrol students', async () => {
    const admin = await as.admin();
    expect(
      (await admin.post('/addCourse', { courseCode: 'OK101', courseTitle: 'Allowed', instructorId: 502 })).status,
    ).toBe(201);
    expect(
      (await admin.post('/addStudentToCourse', { courseCode: 'OK101', studentName: 'Diya Patel', studentId: 1002 }))
        .status,
    ).toBe(201);
  });

  it('sign-up cannot create an admin', async () => {
    const client = as.anonymous();
    const reply = await client.post('/addUser', {
      name: 'Mallory',
      user_id: 666,
      branch: 'X',
      passwd: 'Kestrel-42',
      role: 'admin',
    });
    expect(reply.status).toBe(400);
    expect((await client.post('/userVerify', { user_id: 666, passwd: 'Kestrel-42', role: 'admin' })).status).toBe(401);
  });
});

describe('refusing before reading the request', () => {
  it.each([
    ['anonymous', '/addLeave', 401],
    ['instructor 501', '/addLeave', 403],
    ['student 1001', '/addCourse', 403],
  ] as const)('%s POST %s with a body that is not JSON: %i, not 400', async (who, path, status) => {
    const reply = await (await actor(who)).call('POST', path, '{not json');
    expect(reply.status).toBe(status);
  });
});

describe('the admin workspace', () => {
  it.each(
    [
      '/studentLookup?roll_no=1001',
      '/students?q=10',
      '/exportStudents',
      '/auditEvents',
      '/exportAuditEvents',
      '/adminOverview',
      '/leaveByWeek',
      '/allLeaves',
      '/exportLeaves',
      '/courseList',
      '/exportCourses',
      '/instructors',
      '/exportInstructors',
      '/courseEnrolments?course_code=CS101',
      '/exportCourseEnrolments?course_code=CS101',
    ].flatMap((path) => matrix(['admin'], 200).map(([who, status]) => [path, who, status] as const)),
  )('GET %s as %s: %i', async (path, who, status) => {
    expect((await (await actor(who)).get(path)).status).toBe(status);
  });

  const titleOf = async (code: string) =>
    (
      await (
        await as.admin()
      ).get<{ items: Array<{ course_code: string; course_title: string }> }>('/courses?page_size=100')
    ).body.items.find((c) => c.course_code === code)?.course_title;

  it.each(matrix([], 200).filter(([who]) => who !== 'admin'))(
    'POST /editCourse as %s: %i, and the course is unchanged',
    async (who, status) => {
      const before = await titleOf('CS201');
      const reply = await (
        await actor(who)
      ).post('/editCourse', {
        courseCode: 'CS201',
        courseTitle: 'Taken over',
        instructorId: 502,
        semesterType: 'Spring',
        semesterYear: 2026,
        totalLectures: 10,
      });
      expect(reply.status).toBe(status);
      expect(await titleOf('CS201')).toBe(before);
    },
  );

  it.each(matrix([], 200).filter(([who]) => who !== 'admin'))(
    'POST /removeEnrolment as %s: %i, and the student stays enrolled',
    async (who, status) => {
      expect((await (await actor(who)).post('/removeEnrolment', { courseCode: 'CS101', studentId: 1001 })).status).toBe(
        status,
      );
      const data = await (await as.student(1001)).get<StudentDataResponse>('/studentData?user_id=1001');
      expect(data.body.enrollmentData.map((e) => e.course_code)).toContain('CS101');
    },
  );

  it.each(matrix([], 200).filter(([who]) => who !== 'admin'))(
    'POST /importStudents and /importEnrolments as %s: %i, and nobody is added or enrolled',
    async (who, status) => {
      const csv = 'roll_no,name,branch,stream,joining_year\n8801,Intruder,CSE,B.Tech,2025';
      expect((await (await actor(who)).post('/importStudents', { csv, apply: true })).status).toBe(status);
      expect((await (await as.admin()).get('/studentLookup?roll_no=8801')).status).toBe(404);
      const coursesOf1010 = async () =>
        (await (await as.student(1010)).get<StudentDataResponse>('/studentData?user_id=1010')).body.enrollmentData
          .map((e) => e.course_code)
          .join();
      const before = await coursesOf1010();
      const enrol = 'course_code,roll_no\nMA201,1010\nCS101,1010\nCS201,1010';
      expect((await (await actor(who)).post('/importEnrolments', { csv: enrol, apply: true })).status).toBe(status);
      expect(await coursesOf1010()).toBe(before);
    },
  );
});

describe('the roll', () => {
  it.each(matrix([], 200).filter(([who]) => who !== 'admin'))(
    'POST /importRollMarks as %s: %i, and nobody is marked',
    async (who, status) => {
      const today = suiteToday();
      const date = demoLectureDates('CS101')
        .filter((day) => day < today)
        .pop()!;
      const rollOf1001 = async () =>
        (await (await as.admin()).get<LectureRoll>(`/lectureRoll?course_code=CS101&date=${date}`)).body.students.find(
          (s) => s.roll_no === 1001,
        );
      // The demo's roll of that lecture is taken, 1001 unmarked (present, or on leave on some days).
      const before = await rollOf1001();
      expect(before).toMatchObject({ mark: null });
      const csv = `course_code,date,roll_no,mark\nCS101,${date},1001,A\n`;
      expect((await (await actor(who)).post('/importRollMarks', { csv })).status).toBe(status);
      expect((await (await actor(who)).post('/importRollMarks', { csv, apply: true })).status).toBe(status);
      expect(await rollOf1001()).toEqual(before);
    },
  );
});

describe('accounts', () => {
  it.each(matrix(['admin'], 200))('GET /account of student 1002 as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/account?role=student&user_id=1002')).status).toBe(status);
  });

  it.each(matrix([], 200).filter(([who]) => who !== 'admin'))(
    'POST /resetPassword and /setAccountActive of student 1002 as %s: %i, and 1002 still signs in',
    async (who, status) => {
      const client = await actor(who);
      expect((await client.post('/resetPassword', { role: 'student', user_id: 1002 })).status).toBe(status);
      expect((await client.post('/setAccountActive', { role: 'student', user_id: 1002, active: false })).status).toBe(
        status,
      );
      const signIn = await as.anonymous().post('/userVerify', { user_id: 1002, passwd: 'student123', role: 'student' });
      expect(signIn.status).toBe(200);
    },
  );
});

describe('signed-in devices', () => {
  const signedIn: Actor[] = ['student 1001', 'student 1002', 'instructor 501', 'instructor 502', 'admin'];

  it.each(matrix(signedIn, 200))('GET /signedInDevices (each user’s own) as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/signedInDevices')).status).toBe(status);
  });

  it.each(matrix(signedIn, 404))(
    'POST /signOutDevice of a device that is not theirs as %s: %i',
    async (who, status) => {
      expect((await (await actor(who)).post('/signOutDevice', { device_id: 'AAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(
        status,
      );
    },
  );

  it('anonymous cannot sign anyone out everywhere', async () => {
    expect((await (await actor('anonymous')).post('/signOutEverywhere')).status).toBe(401);
  });
});

describe('two-factor sign-in', () => {
  it.each(matrix(['admin'], 200))('GET /twoFactor as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/twoFactor')).status).toBe(status);
  });

  it.each(matrix([], 200).filter(([who]) => who !== 'admin'))(
    'POST /startTwoFactor, /confirmTwoFactor and /disableTwoFactor as %s: %i, and the admin has no factor',
    async (who, status) => {
      const client = await actor(who);
      expect((await client.post('/startTwoFactor')).status).toBe(status);
      expect((await client.post('/confirmTwoFactor', { otp: '123456' })).status).toBe(status);
      expect((await client.post('/disableTwoFactor', { otp: '123456' })).status).toBe(status);
      expect((await (await as.admin()).get('/twoFactor')).body).toMatchObject({ enabled: false });
    },
  );
});

describe('sign-in with the school account (off here, as by default)', () => {
  it.each(ALL)('GET /singleSignOnStatus as %s: 200, off, passwords for everyone', async (who) => {
    const reply = await (await actor(who)).get('/singleSignOnStatus');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      enabled: false,
      available: false,
      label: '',
      help_contact: 'the school office',
      password_sign_in: { student: true, 'course instructor': true },
    });
  });

  it.each(ALL)('GET /startSingleSignOn and /singleSignOnCallback as %s: 404, nothing set up', async (who) => {
    const client = await actor(who);
    expect((await client.get('/startSingleSignOn')).status).toBe(404);
    expect((await client.get('/singleSignOnCallback?code=x&state=y')).status).toBe(404);
  });

  it.each(matrix(['admin'], 200))('GET /signInOptions as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/signInOptions')).status).toBe(status);
  });

  it.each(matrix(['admin'], 409))(
    'POST /setSignInOptions as %s: %i (only the admin, and only once single sign-on is set up)',
    async (who, status) => {
      const off = { password_sign_in: { student: false, 'course instructor': false } };
      expect((await (await actor(who)).post('/setSignInOptions', off)).status).toBe(status);
      expect((await (await as.admin()).get('/signInOptions')).body).toEqual({
        single_sign_on: false,
        password_sign_in: { student: true, 'course instructor': true },
      });
    },
  );
});

describe('notifications', () => {
  const signedIn: Actor[] = ['student 1001', 'student 1002', 'instructor 501', 'instructor 502', 'admin'];

  it.each(
    ['/notifications', '/notificationSettings', '/calendarFeed'].flatMap((path) =>
      matrix(signedIn, 200).map(([who, status]) => [path, who, status] as const),
    ),
  )('GET %s (each user’s own) as %s: %i', async (path, who, status) => {
    expect((await (await actor(who)).get(path)).status).toBe(status);
  });

  it('GET /events as anonymous: 401; signed in, the stream opens', async () => {
    const anonymous = await fetch(`${(await actor('anonymous')).baseUrl}/events`);
    expect(anonymous.status).toBe(401);
    const client = await actor('student 1001');
    const abort = new AbortController();
    const stream = await fetch(`${client.baseUrl}/events`, {
      headers: { Cookie: client.sessionCookie! },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    abort.abort();
  });

  it('anonymous cannot read, mark, create or revoke anything', async () => {
    const anonymous = await actor('anonymous');
    expect((await anonymous.post('/readNotifications', { all: true })).status).toBe(401);
    expect((await anonymous.post('/createCalendarFeed')).status).toBe(401);
    expect((await anonymous.post('/revokeCalendarFeed')).status).toBe(401);
    expect((await anonymous.post('/saveNotificationSettings', { email: '', email_notifications: false })).status).toBe(
      401,
    );
    expect((await anonymous.post('/saveLanguage', { language: 'hi' })).status).toBe(401);
  });

  it('one user’s calls touch only their own notifications, address and settings', async () => {
    const instructor = await actor('instructor 501');
    const before = (await instructor.get<{ unread: number }>('/notifications')).body.unread;
    const feed = await instructor.post<{ path: string }>('/createCalendarFeed');
    const student = await actor('student 1002');
    expect((await student.post('/readNotifications', { all: true })).status).toBe(200);
    expect((await student.post('/revokeCalendarFeed')).status).toBe(404);
    await student.post('/saveNotificationSettings', { email: 'x@school.example', email_notifications: true });
    expect((await student.post('/saveLanguage', { language: 'hi' })).status).toBe(200);
    expect((await instructor.get<{ unread: number }>('/notifications')).body.unread).toBe(before);
    expect((await as.anonymous().get(feed.body.path)).status).toBe(200);
    expect((await instructor.get('/notificationSettings')).body).toEqual({ email: null, email_notifications: true });
    expect((await instructor.get('/session')).body).not.toHaveProperty('language');
  });
});

describe('kinds of leave', () => {
  const signedIn: Actor[] = ['student 1001', 'student 1002', 'instructor 501', 'instructor 502', 'admin'];
  const kind = { name: 'Exam duty', counts: false, document_after: 0, document_unit: 'days', students_choose: true };

  it.each(matrix(signedIn, 200))('GET /leaveKinds as %s: %i', async (who, status) => {
    expect((await (await actor(who)).get('/leaveKinds')).status).toBe(status);
  });

  it.each(matrix([], 0).filter(([who]) => who !== 'admin'))(
    'POST /addLeaveKind and /editLeaveKind as %s: %i, and the kinds stay as they were',
    async (who, status) => {
      const client = await actor(who);
      expect((await client.post('/addLeaveKind', kind)).status).toBe(status);
      expect((await client.post('/editLeaveKind', { kind_id: 1, ...kind, name: 'Personal' })).status).toBe(status);
      const kinds = (await (await as.admin()).get<{ items: Array<{ name: string; counts: boolean }> }>('/leaveKinds'))
        .body.items;
      expect(kinds.map((k) => k.name)).not.toContain('Exam duty');
      expect(kinds.find((k) => k.name === 'Personal')?.counts).toBe(true);
    },
  );

  it.each([
    ['anonymous', 401],
    ['student 1001', 403],
    ['student 1002', 403],
    ['instructor 502', 403],
    ['instructor 501', 200],
    ['admin', 200],
  ] as const)('POST /setRequestKind of a CS101 request of student 1001 as %s: %i', async (who, status) => {
    const all = await (await as.instructor(501)).get<{ leaveData: Leave[] }>('/getLeaves?course_code=CS101');
    const leave = all.body.leaveData.find((l) => l.user_id === 1001)!;
    const requests = (
      await (
        await actor('student 1001')
      ).get<{ items: Array<{ request_id: number; courses: Array<{ leave_ids: number[] }> }> }>(
        '/myRequests?user_id=1001&course_code=CS101&page_size=100',
      )
    ).body.items;
    const request = requests.find((r) => r.courses.some((c) => c.leave_ids.includes(leave.leave_id)));
    const reply = await (
      await actor(who)
    ).post('/setRequestKind', { request_id: request?.request_id ?? 0, kind_id: 1 });
    expect(reply.status).toBe(status);
  });
});

describe('supporting documents', () => {
  /** A request of student 1001's with a pending CS101 leave (CS101 is taught by 501), and a PDF attached to it. */
  let made: Promise<{ request_id: number; document_id: number }> | undefined;
  const requestWithDocument = () => (made ??= makeRequestWithDocument());
  const makeRequestWithDocument = async () => {
    const all = await (await as.instructor(501)).get<{ leaveData: Leave[] }>('/getLeaves?course_code=CS101');
    const leave = all.body.leaveData.find((l) => l.user_id === 1001 && l.status === 'pending')!;
    const student = await actor('student 1001');
    const requests = (
      await student.get<{ items: Array<{ request_id: number; courses: Array<{ leave_ids: number[] }> }> }>(
        '/myRequests?user_id=1001&course_code=CS101&page_size=100',
      )
    ).body.items;
    const request_id = requests.find((r) => r.courses.some((c) => c.leave_ids.includes(leave.leave_id)))!.request_id;
    const attached = await student.upload<{ documents: Array<{ document_id: number }> }>(
      `/attachDocuments?request_id=${request_id}`,
      [{ name: 'certificate.pdf', bytes: pdfBytes() }],
    );
    return { request_id, document_id: attached.body.documents[0]!.document_id };
  };
  const readers: Actor[] = ['student 1001', 'instructor 501', 'admin'];

  it.each(matrix(readers, 200))(
    'GET /requestDocuments and /requestDocument of a request of student 1001 in CS101 as %s: %i',
    async (who, status) => {
      const { request_id, document_id } = await requestWithDocument();
      const client = await actor(who);
      expect((await client.get(`/requestDocuments?request_id=${request_id}`)).status).toBe(status);
      expect((await client.download(`/requestDocument?document_id=${document_id}`)).status).toBe(status);
    },
  );

  it.each(matrix(['student 1001'], 201))(
    'POST /attachDocuments to a request of student 1001 as %s: %i',
    async (who, status) => {
      const { request_id } = await requestWithDocument();
      const reply = await (
        await actor(who)
      ).upload(`/attachDocuments?request_id=${request_id}`, [{ name: 'letter.pdf', bytes: pdfBytes() }]);
      expect(reply.status).toBe(status);
    },
  );

  it.each(matrix(['instructor 501'], 200))('POST /askForDocument on a CS101 request as %s: %i', async (who, status) => {
    const { request_id } = await requestWithDocument();
    const reply = await (await actor(who)).post('/askForDocument', { request_id, course_code: 'CS101' });
    expect(reply.status).toBe(status);
  });
});
