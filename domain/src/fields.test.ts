import { z } from 'zod';
import { input } from './fields';
import { MAX_USER_ID } from './limits';
import { credentialsSchema, newLeaveSchema, parseRequest, signUpSchema } from './requests';
import { newCourseSchema } from './termRequests';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('a user id typed into a form', () => {
  it.each([
    ['', 'Roll No. is required'],
    ['  ', 'Roll No. is required'],
    ['abc', 'Roll No. must be a number'],
    ['12.5', 'Roll No. must be a number'],
    ['0', 'Roll No. must be a positive whole number'],
    ['1234567890', 'Roll No. must be a number of at most 9 digits'],
    [' 1001 ', null],
    [String(MAX_USER_ID), null],
  ])('%j: %s', (typed, message) => {
    expect(firstMessage(input.userId('Roll No.'), typed)).toBe(message);
  });

  it('can word the "not a number" case its own way', () => {
    expect(firstMessage(input.userId('Username', 'digits only, please'), 'x')).toBe('digits only, please');
  });
});

describe('one rule on both sides', () => {
  it.each(['1', '1001', String(MAX_USER_ID), '0', String(MAX_USER_ID + 1)])(
    'the form and the server agree on the user id %s',
    (typed) => {
      const form = input.userId('user_id').safeParse(typed).success;
      const server = credentialsSchema.safeParse({ user_id: Number(typed), passwd: 'x', role: 'student' }).success;
      expect(form).toBe(server);
    },
  );

  it.each(['', 'CS101', 'cs-101', 'CS 101', 'A'.repeat(21)])(
    'the form and the server agree on course code %j',
    (code) => {
      const form = input.courseCode('course_code').safeParse(code).success;
      const server = newLeaveSchema.safeParse({
        reason: 'Ill',
        course_code: code,
        leave_date: '2026-11-23',
        user_id: 1001,
        user_role: 'student',
      }).success;
      expect(form).toBe(server);
    },
  );
});

describe('years, lecture counts and passwords typed into forms', () => {
  const nextYear = () => 2027;
  it.each([
    [input.year('Joining Year', nextYear), '12', 'Joining Year must be a year such as 2024'],
    [input.year('Joining Year', nextYear), '2030', 'Joining Year cannot be in the future'],
    [input.year('Joining Year', nextYear), '2024', null],
    [input.wholeNumber('Total Lectures', 1, 1000), '0', 'Total Lectures must be a whole number from 1 to 1000'],
    [input.wholeNumber('Total Lectures', 1, 1000), 'many', 'Total Lectures must be a whole number from 1 to 1000'],
    [input.newPassword('Password'), '', 'Password is required'],
    [input.newPassword('Password'), 'abc', 'Password must be at least 8 characters'],
    [input.newPassword('Password'), 'abcdefg', 'Password must be at least 8 characters'],
    [input.newPassword('Password'), '        ', 'Password must not be one character repeated'],
    [input.newPassword('Password'), 'aaaaaaaa', 'Password must not be one character repeated'],
    [input.newPassword('Password'), 'Kestrel-42', null],
  ])('%#: %j', (schema, typed, message) => {
    expect(firstMessage(schema, typed)).toBe(message);
  });
});

describe('text a person cannot see the whole of', () => {
  it.each([
    ['Fever', null],
    ['Fever\nand cough', null],
    ['Fe\u0000ver', 'Reason must not contain control or text-direction characters'],
    ['\u202Erevef', 'Reason must not contain control or text-direction characters'],
    ['x\u2066y', 'Reason must not contain control or text-direction characters'],
  ])('%j', (typed, message) => {
    expect(firstMessage(input.text('Reason', 500), typed)).toBe(message);
  });
});

describe('dates and semesters', () => {
  const leave = (leave_date: string) => ({ ...validLeave, leave_date });
  const validLeave = {
    reason: 'Ill',
    course_code: 'CS101',
    leave_date: '2026-11-23',
    user_id: 1001,
    user_role: 'student',
  };
  it.each([
    ['2026-11-23', null],
    ['2000-01-01', null],
    ['2099-12-31', null],
    ['1999-12-31', 'leave_date must be a date from 2000-01-01 to 2099-12-31'],
    ['0000-01-01', 'leave_date must be a date from 2000-01-01 to 2099-12-31'],
    ['9999-12-31', 'leave_date must be a date from 2000-01-01 to 2099-12-31'],
    ['2026-02-30', 'leave_date must be a calendar date written YYYY-MM-DD'],
  ])('leave on %s', (date, message) => {
    expect(firstMessage(newLeaveSchema, leave(date))).toBe(message);
  });

  it('takes only the semesters the product knows', () => {
    const course = { courseCode: 'PH1', courseTitle: 'Physics', instructorId: 501 };
    expect(parseRequest(newCourseSchema, { ...course, semesterType: 'Spring' }).ok).toBe(true);
    expect(parseRequest(newCourseSchema, { ...course, semesterType: 'Banana' })).toEqual({
      ok: false,
      error: {
        message: 'semesterType must be one of: Autumn, Spring',
        code: 'field.oneOf',
        params: { name: 'semesterType', values: ['Autumn', 'Spring'] },
        field: 'semesterType',
      },
    });
  });
});

describe('parseRequest', () => {
  it('refuses a body that is not a JSON object', () => {
    expect(parseRequest(credentialsSchema, [1, 2])).toEqual({
      ok: false,
      error: { message: 'The request body must be a JSON object', code: 'api.bodyNotObject', params: {} },
    });
  });

  it('says a password that is not text is not text', () => {
    expect(parseRequest(credentialsSchema, { user_id: 1, passwd: 123456, role: 'student' })).toEqual({
      ok: false,
      error: { message: 'passwd must be text', code: 'field.notText', params: { name: 'passwd' }, field: 'passwd' },
    });
  });

  it('names the first bad field of a request', () => {
    expect(parseRequest(signUpSchema, { role: 'student' })).toEqual({
      ok: false,
      error: { message: 'name is required', code: 'field.required', params: { name: 'name' }, field: 'name' },
    });
  });

  it('reads a missing body as an empty one', () => {
    expect(parseRequest(credentialsSchema, undefined)).toEqual({
      ok: false,
      error: { message: 'user_id is required', code: 'field.required', params: { name: 'user_id' }, field: 'user_id' },
    });
  });

  it('refuses a password that is the user id', () => {
    const instructor = {
      name: 'Dr. X',
      user_id: 12345678,
      branch: 'Physics',
      passwd: '12345678',
      role: 'course instructor',
    };
    expect(parseRequest(signUpSchema, instructor)).toEqual({
      ok: false,
      error: {
        message: 'passwd must not be your user_id',
        code: 'field.passwordIsId',
        params: { name: 'passwd', idName: 'user_id' },
        field: 'passwd',
      },
    });
  });

  it('asks students, and only students, for stream and joining year', () => {
    const instructor = {
      name: 'Dr. X',
      user_id: 9,
      branch: 'Physics',
      passwd: 'Kestrel-42',
      role: 'course instructor',
    };
    expect(parseRequest(signUpSchema, instructor).ok).toBe(true);
    expect(parseRequest(signUpSchema, { ...instructor, role: 'student' })).toEqual({
      ok: false,
      error: { message: 'stream is required', code: 'field.required', params: { name: 'stream' }, field: 'stream' },
    });
  });
});

describe('text a person can read', () => {
  it.each([
    ['\u200B\u200B', 'Reason is required'],
    ['\u200C \u2060\uFEFF', 'Reason is required'],
    ['x\uD800y', 'Reason contains a broken character (half of a character pair); type it again'],
    ['\uDC00', 'Reason contains a broken character (half of a character pair); type it again'],
    ['Fever 🤒', null],
    ['Fever\nand cough', null],
  ])('a reason %j: %s', (typed, message) => {
    expect(firstMessage(input.text('Reason', 100), typed)).toBe(message);
  });

  it.each([
    ['Aarav\tSharma', 'Name must be one line, without tabs or line breaks'],
    ['Aarav\nSharma', 'Name must be one line, without tabs or line breaks'],
    ['Aarav\u2028Sharma', 'Name must be one line, without tabs or line breaks'],
    ["=cmd|' /C calc'!A0", 'Name must not start with =, +, - or @'],
    ['+Aarav', 'Name must not start with =, +, - or @'],
    ['-Aarav', 'Name must not start with =, +, - or @'],
    ['@Aarav', 'Name must not start with =, +, - or @'],
    ['Zoë-Marie O’Neil', null],
  ])('a name %j: %s', (typed, message) => {
    expect(firstMessage(input.personName('Name', 100), typed)).toBe(message);
  });

  it('holds a course title to one line, but lets it start as a title may', () => {
    expect(firstMessage(input.lineOfText('Course Title', 100), 'Intro\nto C')).toBe(
      'Course Title must be one line, without tabs or line breaks',
    );
    expect(firstMessage(input.lineOfText('Course Title', 100), '+2 Physics')).toBeNull();
  });
});
