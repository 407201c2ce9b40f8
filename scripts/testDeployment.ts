/**
 * `npm run test:deployment` (after `npm run build`): the production recipe in deploy/ run as a
 * school runs it, on this machine. nginx (installed from Debian if missing) serves the built app
 * and two API instances on one origin over TLS (a self-signed certificate); the instances run as
 * the systemd unit says, on a fresh PostgreSQL database. Under a steady load of students and
 * instructors (reads, applications, decisions, live streams) it then:
 *
 * 1. restarts each instance in turn with SIGTERM: no call fails, every live stream reconnects;
 * 2. kills one with SIGKILL: only changes in flight on it fail, every session still works;
 * 3. ends the API's database connections, in transactions and not: both instances stay up, 503s
 *    come only while a connection is being replaced.
 *
 * Afterwards every change the API acknowledged must be in the database and every notification
 * must have reached its live streams. It prints its figures as the bench does and exits 1 when an
 * expectation fails (the temporary folder, with every log, is then kept).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORDS } from '@leave/config';
import type { Role, SessionAnswer, StudentDataResponse } from '@leave/contract';
import { freePort } from '@leave/test-kit';
import { portOf, readAccessLog } from './deployment/accessLog';
import { Browser, siteAt } from './deployment/browser';
import { createDatabase, endConnections, endTransactions, notificationsAfter, readBack } from './deployment/database';
import { Expectations } from './deployment/expectations';
import { Instance, readEnvironmentFile, readUnit } from './deployment/instances';
import { Load } from './deployment/load';
import type { Call } from './deployment/load';
import { LiveStream } from './deployment/liveStream';
import {
  ensureNginx,
  readDeployFile,
  replaced,
  ROOT,
  SCHOOL_ORIGIN,
  selfSignedCertificate,
  startNginx,
  verifyUnit,
} from './deployment/recipe';
import type { RunningNginx } from './deployment/recipe';
import { checkInBrowser } from './deployment/inBrowser';
import { checkServedApp } from './deployment/staticApp';

const STUDENTS = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010];
const INSTRUCTORS: Record<number, string[]> = { 501: ['CS101', 'CS201'], 502: ['MA101', 'MA201'] };
/** Whose live streams are open (an instructor with two tabs). */
const STREAMS: Array<[Role, number]> = [
  ['course instructor', 501],
  ['course instructor', 501],
  ['course instructor', 502],
  ['student', 1001],
  ['student', 1004],
  ['student', 1006],
];
/** A 503 this soon after the connections were ended is a connection being replaced. */
const REPLACING_MS = 3_000;
/** How long every live stream has to be connected again after a phase. */
const RECONNECT_LIMIT_MS = 10_000;
/**
 * Rounds of ending connections: each ends the first ones found in a transaction (looked for during
 * `huntMs`), then every other one.
 */
const ENDINGS = { rounds: 3, huntMs: 1_500, apartMs: 1_000 };

const PHASES = {
  steady: 'steady',
  restarts: 'SIGTERM, one by one',
  kill: 'SIGKILL one',
  endings: 'connections ended',
  after: 'steady after',
} as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** An answer other than 200: a failure, except 503, which is counted apart. */
const failed = (call: Call) => call.status !== 200 && call.status !== 503;

function checkBuilt() {
  const missing = ['shell', 'auth-app', 'student-app', 'instructor-app', 'admin-app'].filter(
    (app) => !fs.existsSync(path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js')),
  );
  if (missing.length) throw new Error(`${missing.join(', ')} not built: run "npm run build" first`);
}

async function waitForStreams(streams: LiveStream[]): Promise<LiveStream[]> {
  const deadline = Date.now() + RECONNECT_LIMIT_MS;
  while (Date.now() < deadline && streams.some((stream) => !stream.connected && !stream.failure)) await pause(100);
  return streams.filter((stream) => !stream.connected);
}

async function main() {
  const began = Date.now();
  checkBuilt();
  const nginxBinary = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-deployment-'));
  // nginx's workers (not root) read the configuration's files and write their temporary ones here.
  fs.chmodSync(dir, 0o755);
  const undo: Array<() => unknown> = [];
  const cleanUp = async () => {
    for (const step of undo.splice(0).reverse()) await Promise.resolve(step()).catch(() => undefined);
  };
  // Stopped (npm test stops a run's suites on a failure), or a bug of the test's own: the
  // instances, nginx and the database go with it all the same.
  const abandon = (why: unknown) => {
    if (why instanceof Error) console.error(why);
    void cleanUp().then(() => process.exit(1));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, abandon);
  process.once('uncaughtException', abandon);
  process.once('unhandledRejection', abandon);
  const expectations = new Expectations();
  let keep: boolean;
  try {
    keep = !(await run(nginxBinary, dir, expectations, undo));
  } catch (error) {
    keep = true;
    console.error(`\nThe deployment test could not run: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    await cleanUp();
  }
  if (keep) console.log(`\nEvery log of this run is kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
  console.log(`\nWall time: ${seconds(Date.now() - began)}`);
  process.exit(keep ? 1 : 0);
}

/** Runs the recipe under load; true when every expectation held. */
async function run(nginxBinary: string, dir: string, expectations: Expectations, undo: Array<() => unknown>) {
  const certificate = selfSignedCertificate(dir);
  const ports = {
    https: await freePort(),
    http: await freePort(),
    api: [await freePort(), await freePort()] as [number, number],
  };
  const site = siteAt(ports.https, certificate.pem);
  undo.push(() => site.agent.destroy());

  const database = await createDatabase();
  undo.push(database.drop);
  const unit = readUnit(readDeployFile('systemd/leave-api@.service'));
  const unitProblems = verifyUnit(dir);
  if (unitProblems === undefined) console.log('systemd-analyze is not installed here: the unit is not verified.');
  else {
    expectations.expect(
      'systemd-analyze verify finds nothing wrong with the unit',
      !unitProblems,
      unitProblems || undefined,
    );
  }
  const env = {
    ...Object.fromEntries(
      ['PATH', 'HOME', 'LANG', 'TMPDIR'].flatMap((key) => (process.env[key] ? [[key, process.env[key]!]] : [])),
    ),
    ...readEnvironmentFile(
      replaced('deploy/leave-api.env', readDeployFile('leave-api.env'), [[SCHOOL_ORIGIN, site.origin]]),
    ),
    // The test's own database, with the demo's people and courses to load it with.
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    // Passwords hashed at the suites' cost, as every other suite does (allowed on the loopback):
    // at the product's (15), the dozen sign-ins at once took over 30 s beside the other suites on
    // CI's two cores, and the test is of the recipe, not of scrypt.
    PASSWORD_HASH_COST: '10',
  };
  const instances = ports.api.map((port) => new Instance(port, unit, env, path.join(dir, `api-${port}.log`), ROOT));
  undo.push(() => Promise.all(instances.map((instance) => instance.stop())));
  // One after the other: the first migrates and seeds the new database.
  for (const instance of instances) {
    instance.start();
    await instance.waitHealthy(120_000);
  }
  const nginx = startNginx(nginxBinary, dir, ports, certificate);
  undo.push(() => nginx.stop());
  await waitForNginx(new Browser(site), nginx);

  await checkServedApp(new Browser(site), ports.http, expectations);
  await checkInBrowser(site.origin, expectations);

  const signIn = async (role: Role, id: number) => {
    const browser = new Browser(site);
    const answer = await browser.post('/api/userVerify', { user_id: id, passwd: DEMO_PASSWORDS[role], role });
    if (answer.status !== 200)
      throw new Error(`${role} ${id} could not sign in: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { browser, cookie: String(answer.headers['set-cookie'] ?? '') };
  };
  const students = await Promise.all(STUDENTS.map((id) => signIn('student', id)));
  const instructors = await Promise.all(Object.keys(INSTRUCTORS).map((id) => signIn('course instructor', Number(id))));
  const cookie = students[0]!.cookie;
  expectations.expect(
    'the session cookie is Secure and __Host- (API_HOST is https)',
    cookie.startsWith('__Host-leave_session=') && /;\s*Secure/i.test(cookie),
    cookie.replace(/=[^;]+/, '=...'),
  );
  const everyone = [...students, ...instructors].map(({ browser }) => browser);

  const browserOf = (role: Role, id: number) =>
    role === 'student'
      ? students[STUDENTS.indexOf(id)]!.browser
      : instructors[Object.keys(INSTRUCTORS).indexOf(String(id))]!.browser;
  const streams = STREAMS.map(([role, id]) => new LiveStream(browserOf(role, id), `${role} ${id}`, certificate.pem));
  undo.push(() => streams.forEach((stream) => stream.stop()));
  streams.forEach((stream) => stream.start());
  await Promise.race([Promise.all(streams.map((stream) => stream.ready)), pause(10_000)]);
  if (streams.some((stream) => stream.startId === undefined)) throw new Error('the live streams did not open');

  const load = new Load();
  undo.push(() => load.stop());
  for (const [index, id] of STUDENTS.entries()) {
    const dashboard = await students[index]!.browser.get<StudentDataResponse>(`/api/studentData?user_id=${id}`);
    const { today } = (await students[index]!.browser.get<SessionAnswer>('/api/session')).body;
    load.student(students[index]!.browser, id, Load.datesOf(dashboard.body, today));
  }
  for (const [index, [id, courses]] of Object.entries(INSTRUCTORS).entries())
    load.instructor(instructors[index]!.browser, Number(id), courses);

  const spans: Array<{ name: string; start: number; end: number }> = [];
  const notConnected = new Map<string, string[]>();
  const phase = async (name: string, work: () => Promise<void>) => {
    load.phase = name;
    const start = Date.now();
    await work();
    notConnected.set(
      name,
      (await waitForStreams(streams)).map((stream) => stream.label),
    );
    spans.push({ name, start, end: Date.now() });
  };

  await phase(PHASES.steady, () => pause(3_000));

  const stops: string[] = [];
  await phase(PHASES.restarts, async () => {
    for (const instance of instances) {
      const asked = Date.now();
      const exit = await instance.stop();
      stops.push(`:${instance.port} exited ${exit?.signal ?? exit?.code} after ${Date.now() - asked} ms`);
      instance.start();
      await instance.waitHealthy();
      await pause(1_500);
    }
  });

  const victim = instances[0]!;
  let killAt = 0;
  let sessionsAfterKill: number[] = [];
  await phase(PHASES.kill, async () => {
    await pause(1_000);
    killAt = Date.now();
    victim.kill();
    await pause(300);
    // The victim is down (its restart comes a second later): every session must work on the other.
    sessionsAfterKill = (await Promise.all(everyone.map((browser) => browser.get('/api/session')))).map(
      (a) => a.status,
    );
    await victim.waitHealthy();
    await pause(1_500);
  });

  /** Each ending: from when it looked for connections to end until it had ended them (`at`). */
  const endings: Array<{ from: number; at: number; byState: Record<string, number> }> = [];
  await phase(PHASES.endings, async () => {
    for (let round = 1; round <= ENDINGS.rounds; round += 1) {
      await pause(ENDINGS.apartMs);
      let from = Date.now();
      endings.push({ from, byState: await endTransactions(database.name, ENDINGS.huntMs), at: Date.now() });
      from = Date.now();
      endings.push({ from, byState: await endConnections(database.name), at: Date.now() });
    }
    await pause(REPLACING_MS);
    // A crashed instance is started again by its supervisor: the phases after it need both.
    await Promise.all(instances.map((instance) => instance.waitHealthy()));
  });

  await phase(PHASES.after, () => pause(2_000));
  await load.stop();

  const logged = readAccessLog(nginx.accessLog);
  const inPhase = (name: string) => load.calls.filter((call) => call.phase === name);
  const upstreamsOf = (call: Call) => (call.requestId ? logged.get(call.requestId)?.upstreams : undefined) ?? [];
  const describe = (call: Call) =>
    `${call.method} ${call.path} -> ${call.status}${call.message ? ` "${call.message}"` : ''} (${upstreamsOf(call).join(', ') || 'no instance'})`;
  const unexpectedExits = (start: number, end: number) =>
    instances.flatMap((instance) => instance.exits.filter((exit) => !exit.asked && exit.at >= start && exit.at <= end));

  // Figures, phase by phase.
  const rows = spans.map(({ name, start, end }) => {
    const calls = inPhase(name);
    const writes = calls.filter((call) => call.method === 'POST');
    const drops = streams.flatMap((stream) =>
      stream.reconnects.filter((r) => r.droppedAt >= start && r.droppedAt <= end),
    );
    return {
      phase: name,
      seconds: Number(((end - start) / 1000).toFixed(1)),
      calls: calls.length,
      failed: calls.filter(failed).length,
      '503s': calls.filter((call) => call.status === 503).length,
      'passed on by nginx': calls.filter((call) => upstreamsOf(call).length > 1).length,
      'changes passed on': writes.filter((call) => upstreamsOf(call).length > 1).length,
      'changes answered 200': writes.filter((call) => call.status === 200).length,
      'changes failed': writes.filter((call) => call.status !== 200).length,
      'stream reconnects': drops.length,
      'slowest reconnect (ms)': drops.length ? Math.max(...drops.map((r) => r.readyAt - r.droppedAt)) : 0,
    };
  });

  // Expectations, phase by phase.
  for (const name of [PHASES.steady, PHASES.restarts, PHASES.after]) {
    const bad = inPhase(name).filter((call) => call.status !== 200);
    expectations.expect(
      `${name}: no call failed, no 503`,
      bad.length === 0,
      bad.slice(0, 5).map(describe).join('; ') || undefined,
    );
  }
  expectations.expect(
    `${PHASES.restarts}: each instance stopped by itself within TimeoutStopSec (${unit.timeoutStopSec} s)`,
    instances.every((instance) => instance.exits.filter((exit) => exit.asked).every((exit) => exit.code === 0)),
    stops.join('; '),
  );

  const span = (name: string) => spans.find((s) => s.name === name)!;
  // In flight on the victim: sent to it (nginx's log says) while it was dying, from the signal to its exit.
  const diedAt = victim.exits.find((exit) => exit.signal === 'SIGKILL' && exit.at >= killAt)?.at ?? killAt;
  const inFlightAtKill = load.calls.filter((call) => call.start <= diedAt && (call.end ?? Infinity) >= killAt);
  // A 503 answered as the next phase ended the connections (a call sent late in this phase and
  // slow to answer) is that phase's doing, and its rule judges it: a connection being replaced.
  const replacingConnection = (call: Call) =>
    call.status === 503 && endings.some(({ from, at }) => call.end! >= from - 1_000 && call.end! <= at + REPLACING_MS);
  const killFailures = inPhase(PHASES.kill).filter((call) => call.status !== 200 && !replacingConnection(call));
  // A change nginx passed on to the other instance after the victim died under it may be refused
  // there as already made (the victim made it before dying): it too was in flight on the victim.
  const notAllowed = killFailures.filter(
    (call) =>
      !inFlightAtKill.includes(call) || call.method !== 'POST' || portOf(upstreamsOf(call)[0] ?? ':0') !== victim.port,
  );
  expectations.expect(
    `${PHASES.kill}: only changes in flight on the killed instance failed`,
    notAllowed.length === 0,
    `${killFailures.length} failed, ${inFlightAtKill.length} calls were in flight (on either instance) while it died` +
      (notAllowed.length ? `; not allowed: ${notAllowed.slice(0, 5).map(describe).join('; ')}` : ''),
  );
  expectations.expect(
    `${PHASES.kill}: every session still signed in on the other instance`,
    sessionsAfterKill.every((status) => status === 200),
    `GET /api/session: ${sessionsAfterKill.join(', ')}`,
  );
  const killExits = unexpectedExits(span(PHASES.kill).start, span(PHASES.kill).end);
  expectations.expect(
    `${PHASES.kill}: the killed instance was started again by its supervisor (Restart=on-failure)`,
    killExits.length === 1 && killExits[0]!.signal === 'SIGKILL' && victim.running,
    killExits.map((exit) => `:${exit.port} ${exit.signal ?? exit.code}`).join(', '),
  );

  const endSpan = span(PHASES.endings);
  const endExits = unexpectedExits(endSpan.start, endSpan.end);
  expectations.expect(
    `${PHASES.endings}: both instances stayed up`,
    endExits.length === 0,
    endExits
      .map(
        (exit) => `:${exit.port} exited ${exit.signal ?? `with ${exit.code}`} at +${seconds(exit.at - endSpan.start)}`,
      )
      .join('; ') || undefined,
  );
  const endCalls = inPhase(PHASES.endings);
  const late503 = endCalls.filter((call) => call.status === 503 && !replacingConnection(call));
  const endFailures = endCalls.filter(failed);
  expectations.expect(
    `${PHASES.endings}: 503s only within ${REPLACING_MS / 1000} s of an ending, no other failure`,
    late503.length === 0 && endFailures.length === 0,
    [...endFailures, ...late503].slice(0, 5).map(describe).join('; ') || undefined,
  );
  const ended = endings.reduce<Record<string, number>>((sum, { byState }) => {
    for (const [state, count] of Object.entries(byState)) sum[state] = (sum[state] ?? 0) + count;
    return sum;
  }, {});
  const inTransaction = Object.entries(ended).filter(([state]) => state.endsWith('(in a transaction)'));
  expectations.expect(
    `${PHASES.endings}: connections inside a transaction were among those ended`,
    inTransaction.length > 0,
    `${ENDINGS.rounds} rounds: ${JSON.stringify(ended)}`,
  );

  for (const [name, labels] of notConnected) {
    if (labels.length)
      expectations.expect(
        `${name}: every live stream connected again within ${RECONNECT_LIMIT_MS / 1000} s`,
        false,
        labels.join(', '),
      );
  }
  const gaveUp = streams.filter((stream) => stream.failure);
  expectations.expect(
    'no live stream ended for good (a browser would not reconnect)',
    gaveUp.length === 0,
    gaveUp.map((stream) => `${stream.label}: ${stream.failure}`).join('; ') || undefined,
  );
  expectations.expect(
    'no session ended: no 401 in any phase',
    !load.calls.some((call) => call.status === 401),
    undefined,
  );

  const written = await readBack(
    database.url,
    load.applied,
    load.unansweredApplications,
    load.decided,
    load.refusedInBulk,
  );
  expectations.expect(
    'no change answered 200 was lost (applications, approvals, decisions)',
    written.lostApplications.length === 0 && written.lostDecisions.length === 0,
    `${load.applied.length} applications and ${load.decided.size} decisions answered 200; lost: ${written.lostApplications.length} and ${written.lostDecisions.length}`,
  );
  const refusals = written.refusedNotRepeats;
  expectations.expect(
    'no leave of a bulk decision refused, but a decision sent again that the leave already holds',
    refusals.length === 0,
    `${load.refusedInBulk.length} refused, ${refusals.length} not a repeat${
      refusals.length
        ? `: ${refusals
            .slice(0, 5)
            .map((refused) => `leave ${refused.leaveId} (${refused.decision}, is ${refused.found}): ${refused.why}`)
            .join('; ')}`
        : ''
    }`,
  );

  // Each stream must have had every notification stored for its person after it opened.
  await pause(1_000);
  const missed: string[] = [];
  for (const stream of streams) {
    const [role, id] = STREAMS[streams.indexOf(stream)]!;
    const expected = await notificationsAfter(database.url, role, id, stream.startId!);
    const received = new Set(stream.received);
    const missing = expected.filter((notification) => !received.has(notification));
    // A gap with later ids delivered: not a lost connection (its catch-up would have sent it).
    const passed = missing.filter((id) => stream.received.some((later) => later > id));
    if (missing.length)
      missed.push(
        `${stream.label}: ${missing.length} of ${expected.length} (ids ${missing.slice(0, 5).join(', ')}; ` +
          `${passed.length} of them behind a later id it did get)`,
      );
  }
  expectations.expect(
    'every notification reached every live stream of its person',
    missed.length === 0,
    missed.join('; ') || undefined,
  );

  // The figures, then what was expected.
  console.log('\nThe deployment under load: nginx (TLS) in front of two API instances on one PostgreSQL database\n');
  console.table(rows);
  const allReconnects = streams
    .flatMap((stream) => stream.reconnects.map((r) => r.readyAt - r.droppedAt))
    .sort((a, b) => a - b);
  console.log(
    [
      `Calls: ${load.calls.length}; changes answered 200: ${load.applied.length} applications, ${load.decided.size} decisions;` +
        ` lost: ${written.lostApplications.length + written.lostDecisions.length};` +
        ` failed applications stored all the same: ${written.storedUnanswered}`,
      `Live streams: ${streams.length} open, ${allReconnects.length} reconnects, median ${allReconnects[Math.floor(allReconnects.length / 2)] ?? 0} ms,` +
        ` slowest ${allReconnects.at(-1) ?? 0} ms (the server's retry is 2 s)`,
      `Stops (SIGTERM): ${stops.join('; ')}`,
      `SIGKILL: ${inFlightAtKill.length} calls in flight (on either instance) while it died, ${killFailures.length} failed`,
      `Connections ended: ${endings.map(({ byState }) => JSON.stringify(byState)).join(' ')}`,
      '',
    ].join('\n'),
  );
  expectations.print();
  explainFailures(expectations, instances, nginx, load, describe);
  return expectations.failed.length === 0;
}

async function waitForNginx(browser: Browser, nginx: RunningNginx) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.process.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(nginx.errorLog, 'utf8')}`);
    const answer = await browser.get('/api/health').catch(() => undefined);
    if (answer?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${fs.readFileSync(nginx.errorLog, 'utf8')}`);
    await pause(100);
  }
}

/** What a failure needs to be understood: each instance's unasked exits with its last lines, nginx's errors. */
function explainFailures(
  expectations: Expectations,
  instances: Instance[],
  nginx: RunningNginx,
  load: Load,
  describe: (call: Call) => string,
) {
  if (!expectations.failed.length) return;
  for (const instance of instances) {
    const crashes = instance.exits.filter((exit) => !exit.asked && exit.signal !== 'SIGKILL');
    if (!crashes.length) continue;
    console.log(`\nThe instance on port ${instance.port} exited by itself ${crashes.length} time(s); its log ends:`);
    console.log(instance.tail(25));
  }
  const failures = load.calls.filter((call) => call.status !== 200).slice(0, 10);
  if (failures.length)
    console.log(
      `\nThe first failed calls:\n${failures.map((call) => `  ${call.phase}: ${describe(call)}`).join('\n')}`,
    );
  const errors = fs.existsSync(nginx.errorLog)
    ? fs
        .readFileSync(nginx.errorLog, 'utf8')
        .split('\n')
        .filter((line) => /\[(error|crit|alert)\]/.test(line))
    : [];
  if (errors.length) console.log(`\nnginx's errors (${errors.length}), the first:\n${errors.slice(0, 5).join('\n')}`);
}

void main();
