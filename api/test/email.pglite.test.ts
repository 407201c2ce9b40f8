/**
 * Email notifications (SMTP_URL) against an SMTP server started here: the right recipient,
 * subject and text; the opt-out is kept; and when the mail server is down the action still
 * succeeds, the failure is logged, and the mail goes out on a retry once the server is back.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { dateFormatFor } from '@leave/domain';
import type { IsoDate, LeaveRequestResponse } from '@leave/contract';
import { ApiClient, copyPgliteTemplate, lectureAfter, spawnServer } from '@leave/test-kit';

interface Received {
  to: string[];
  raw: string;
}

let smtpPort: number;
let smtp: SMTPServer | undefined;
const inbox: Received[] = [];
let api: Awaited<ReturnType<typeof spawnServer>>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-email-'));
// Migrated and empty: the API seeds it in the school's time zone set below.
copyPgliteTemplate(dir, 'empty');

const startSmtp = () =>
  new Promise<void>((resolve) => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    smtp.listen(smtpPort, '127.0.0.1', () => resolve());
  });
const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  smtpPort = await freePort();
  await startSmtp();
  api = await spawnServer('api/src/main.ts', {
    PGLITE_DIR: dir,
    SEED_DEMO: 'true',
    SCHOOL_TIME_ZONE: 'UTC',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Leave Desk <leave@school.example>',
  });
}, 90_000);
afterAll(async () => {
  await api?.stop();
  await stopSmtp();
  fs.rmSync(dir, { recursive: true, force: true });
});

const signIn = (id: number, role: 'student' | 'course instructor') =>
  new ApiClient(api.url).signIn(id, role === 'student' ? 'student123' : 'teacher123', role);
const applyAndApprove = async (rollNo: number, date: IsoDate) => {
  const student = await signIn(rollNo, 'student');
  const applied = await student.post<LeaveRequestResponse>('/applyLeave', {
    user_id: rollNo,
    user_role: 'student',
    reason: 'Hospital visit',
    from_date: date,
    course_codes: ['CS101'],
  });
  expect(applied.status).toBe(201);
  const approved = await (
    await signIn(501, 'course instructor')
  ).post('/approveLeave', { leave_id: applied.body.applied[0]!.leave_id });
  expect(approved.status).toBe(200);
};
const mailTo = async (address: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = inbox.find((m) => m.to.includes(address));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
};
/** The message as a reader sees it: headers unfolded, quoted-printable soft line breaks joined. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

it('mails the student their decision: recipient, subject and text', async () => {
  const student = await signIn(1001, 'student');
  await student.post('/saveNotificationSettings', { email: 'aarav@school.example', email_notifications: true });
  const date = lectureAfter('CS101', 20);
  await applyAndApprove(1001, date);
  const mail = readable((await mailTo('aarav@school.example', 10_000)).raw);
  expect(mail).toMatch(/^From: Leave Desk <leave@school\.example>$/m);
  expect(mail).toMatch(/^To: aarav@school\.example$/m);
  expect(mail).toMatch(/^Subject: Leave Management: leave approved \(CS101\)$/m);
  expect(mail).toMatch(
    new RegExp(
      `Your leave in CS101 on ${dateFormatFor({ locale: 'en-GB', timeZone: 'UTC' }).date(date)} was approved by `,
    ),
  );
});

it('sends nothing to a user who opted out', async () => {
  const student = await signIn(1002, 'student');
  await student.post('/saveNotificationSettings', { email: 'diya@school.example', email_notifications: false });
  await applyAndApprove(1002, lectureAfter('CS101', 21));
  // The instructor's own notification (the request) proves notifications ran; wait past it.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(inbox.some((m) => m.to.includes('diya@school.example'))).toBe(false);
});

it('still approves when the mail server is down, logs it, and sends the mail once the server is back', async () => {
  const student = await signIn(1003, 'student');
  await student.post('/saveNotificationSettings', { email: 'ishaan@school.example', email_notifications: true });
  await stopSmtp();
  await applyAndApprove(1003, lectureAfter('CS101', 22));
  const deadline = Date.now() + 5_000;
  while (!/email to ishaan@school\.example failed/.test(api.output()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(api.output()).toMatch(/email to ishaan@school\.example failed \(.+\); trying again in 5 s/);
  await startSmtp();
  const mail = readable((await mailTo('ishaan@school.example', 15_000)).raw);
  expect(mail).toMatch(/^Subject: Leave Management: leave approved \(CS101\)$/m);
}, 30_000);
