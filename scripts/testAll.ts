/**
 * `npm run test:all` (what `npm test` runs after installing): every suite, the independent ones
 * side by side. Each suite is one command of package.json's own scripts (or jest's), run as it
 * would be alone; its output goes to test-logs/<suite>.log and is printed when it fails. The
 * browser suites start as soon as the build is done; the rest share what the machine has left.
 * A failure stops the run: nothing new starts, what runs is stopped, its log is printed.
 *
 * `-- --only a,b` runs just those suites (and what they need), `-- --slots N` changes how much
 * runs at once (2 by default: on two cores the run is CPU-bound. With 3, the browser suite (about
 * 1.3 cores) and the API's PGlite suite (one core), both at full priority, left the niced suite
 * beside them no CPU: the web tests timed out in clean-clone runs. Four at once made a run no
 * shorter, its build and browser suite slower). Once the browser suite has passed, one more runs
 * at once (AFTER_BROWSERS): the suites left mostly wait on a server or a database (in a clean-clone
 * run each used 0.3-0.8 of a core), and two at a time left about half the machine idle for the
 * last five minutes.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayIn } from '@leave/contract';
import { PGLITE_EMPTY_TEMPLATE, PGLITE_TEMPLATE } from '@leave/test-kit/pgliteTemplate';
import { buildServers, SERVER_BUILD } from '@leave/test-kit/serverBuild';
import { datedRun, WEB_TEST_DAYS } from './datedSuites';
import { watchJestExit } from './jestExitWatch';
import { PGLITE_CONTRACT_SUITES } from './pgliteSuites';
import { referenceMemory, referenceWork } from './referenceWork';
import { ZONE_READS } from './zoneReads';
import { secondZoneArgs } from './zoneSuites';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOGS = path.join(ROOT, 'test-logs');
/** The PGlite templates' suite, and where it makes them (scripts/pgliteTemplates.ts). */
const PGLITE_TEMPLATES = 'pglite templates';
const SCRATCH = scratchSpace();
const TEMPLATES_DIR = path.join(SCRATCH.TMPDIR ?? os.tmpdir(), `leave-pglite-templates-${process.pid}`);
/** The web tests that read the time zone in the first zone's run (scripts/zoneReads.ts). */
const ZONE_READS_FILE = path.join(LOGS, 'zone-reads.txt');
/**
 * The run's today, fixed at its start for every suite that does not set its own (SCHOOL_TODAY, which
 * the backends and the suites' expectations both read): a run that crosses midnight UTC otherwise
 * seeds the PGlite templates on one day and expects the next day's demo term in a later suite.
 */
const RUN_TODAY = process.env.SCHOOL_TODAY || todayIn('UTC');

interface Suite {
  name: string;
  /** Its command, or what makes it when the suite starts (from what the suites before it left). */
  command: string | (() => string);
  env?: Record<string, string>;
  /** Suites that must have passed first (those after PGLITE_TEMPLATES get its folders). */
  after?: string[];
  /** How many of the run's slots it takes (the build, two processes at once, takes two). */
  slots: number;
  /**
   * Runs at full CPU priority: the run's longest chains (the build, then the browsers and the web
   * tests' two zones), and a suite whose tests time what a niced process gets too little CPU for.
   * The others run niced beside them, so they take what is left (much of it idle: waits on a
   * browser, a server, a timer) instead of slowing the suites the run's length hangs on.
   */
  fullPriority?: boolean;
  /**
   * Runs from the run's start beside every other suite, taking no slot, at the lowest CPU priority:
   * it gets the CPU the others leave idle while they wait on a browser, a server or a timer (about a
   * tenth of two cores while the browsers and the web tests run). Only for a suite that computes
   * throughout and has no time limit (lint), which a starved moment cannot fail.
   */
  idleOnly?: boolean;
}

/**
 * jest, started by node itself: through `npx jest`, ten of the run's jest suites each paid about
 * 0.75 CPU-s for npm finding it first (1.0 CPU-s against 0.27 for `jest --version`). So with tsx:
 * `node --import tsx` runs a script in one process, `npx tsx` in three (1.7 CPU-s against 0.65).
 */
const JEST_BIN = 'node_modules/jest/bin/jest.js';
const JEST = `node ${JEST_BIN}`;

const jest = (
  projects: string,
  env: Record<string, string>,
  extra: string | (() => string) = '',
  /** Node's and V8's options for jest and its workers (which take them from jest's process). */
  nodeOptions = '',
): Pick<Suite, 'command' | 'env'> => ({
  command: () =>
    `node ${nodeOptions} ${JEST_BIN} --selectProjects ${projects} ${typeof extra === 'string' ? extra : extra()}`.trim(),
  env,
});

/**
 * The web tests' V8 options: a young generation of 64 MB a half instead of 16, as each test builds
 * and drops DOM trees by the thousand (jsdom) and most of the objects die young: fewer scavenges,
 * and fewer objects promoted only to be collected later (two remotes' tests, three interleaved
 * pairs of runs: 71.4 CPU-s, median, against 69.0).
 */
const WEB_NODE_OPTIONS = '--max-semi-space-size=64';

/** The mock's contract suite's jest workers: test files at a time (each starts a server of its own). */
const CONTRACT_WORKERS = '--maxWorkers=2';

/** The backends' dated suites on each of the six days after today (today's are the other suites'). */
const weekdays: Suite[] = Array.from({ length: 6 }, (_, index) => {
  const day = addDays(RUN_TODAY, index + 1);
  const { args, env } = datedRun(day, { contractOnly: true });
  return { name: `weekday ${day}`, command: `${JEST} ${args.join(' ')}`, env, slots: 1 };
});

/**
 * In the order they start when free: the build, then the two longest chains side by side at full
 * priority (the web tests' two zones, and the browsers), then the longest of the rest (as a
 * clean-clone run timed them), so that the run ends on short suites, not on one long suite alone.
 * The browser suite takes one slot though its processes use about 1.3 cores: the suites beside it
 * are niced, but for the web tests'.
 * The web tests run whole in one time zone, listing those that read the zone as they run, and those
 * in a second zone too once the first has passed (scripts/zoneSuites.ts), each zone on a day of its
 * own (scripts/datedSuites.ts); the contract
 * suites whose dates follow the backends' today run on each of the six days after today too, so
 * that they run on every day of the week.
 */
const SUITES: Suite[] = [
  { name: 'build', command: 'npm run build --silent', slots: 2, fullPriority: true },
  // From the start, on the CPU the others leave idle (about 80 CPU-s; in a slot of its own after the
  // browsers, it took 142 s of the run's last 330).
  { name: 'lint', command: 'npm run lint --silent', slots: 0, idleOnly: true },
  {
    // The PGlite templates, once for every suite that starts the API on PGlite (about 8 CPU-s of
    // initdb, migrations and the seed each jest run made, and each of the browser suites' two
    // copies of the app on the API): right after the build, at full priority as the chain waits on
    // it. Not beside the build, which keeps both cores busy: in no slot beside it, the two ended
    // together no sooner (64 s against 52 s then 12 s) with the build 12 s later.
    name: PGLITE_TEMPLATES,
    command: `node --import tsx scripts/pgliteTemplates.ts '${TEMPLATES_DIR}'`,
    slots: 1,
    fullPriority: true,
  },
  {
    // Right after the build, beside the browsers, both at full priority: the two zones' runs are the
    // run's longest chain (300 s then 85 s in a clean-clone run, where the browsers took 320 s; 570 s
    // then 190 s on a machine half as fast). Started after the API's PGlite suite, the second zone
    // ended the run alone; niced beside the browsers, the first got too little CPU and its tests'
    // 5 s waits timed out.
    name: 'unit Asia/Kolkata',
    // Every web test, each one that reads the time zone listed in ZONE_READS_FILE (scripts/zoneReads.ts).
    ...jest(
      'web',
      { TZ: 'Asia/Kolkata', SCHOOL_TODAY: WEB_TEST_DAYS['Asia/Kolkata'], [ZONE_READS]: ZONE_READS_FILE },
      '',
      WEB_NODE_OPTIONS,
    ),
    slots: 1,
    fullPriority: true,
  },
  {
    name: 'unit America/Los_Angeles',
    // The web tests whose answer the zone could change (scripts/zoneSuites.ts): those listed by
    // the first zone's run, and those that start a process.
    ...jest(
      'web',
      { TZ: 'America/Los_Angeles', SCHOOL_TODAY: WEB_TEST_DAYS['America/Los_Angeles'] },
      () => secondZoneArgs(ROOT, ZONE_READS_FILE),
      WEB_NODE_OPTIONS,
    ),
    after: ['unit Asia/Kolkata'],
    slots: 1,
    fullPriority: true,
  },
  {
    name: 'e2e',
    command: 'npm run test:e2e --silent',
    after: ['build', PGLITE_TEMPLATES],
    slots: 1,
    fullPriority: true,
  },
  // The longest of the suites after the browsers (about 210 s, mostly waiting on its servers and
  // databases) starts first when they end: started after the deployment test, it ended the run alone.
  { name: 'contract postgres', ...jest('contract', { CONTRACT_TARGET: 'postgres' }), slots: 1 },
  {
    // The production recipe (deploy/) under load: nginx, two API instances, restarts, a kill, lost
    // connections. At full priority, as the API's PGlite suite: it waits for each restarted
    // instance to answer within a minute, and niced beside the browsers on CI's two cores an
    // instance's start (about 2 CPU-s) took longer. It is short (about 40 CPU-s).
    name: 'deployment',
    command: 'npm run test:deployment --silent',
    after: ['build'],
    slots: 1,
    fullPriority: true,
  },
  {
    name: 'api pglite',
    // Its tests open PGlite in jest's workers too: with V8's --liftoff-only, as the test kit starts
    // the API (test-kit/src/serverBuild.ts), its WebAssembly is not compiled a second time (about
    // 23 CPU-s of 140 on this machine).
    ...jest('api', { CONTRACT_TARGET: 'pglite' }, "--testPathIgnorePatterns '\\.postgres\\.test'", '--liftoff-only'),
    after: [PGLITE_TEMPLATES],
    slots: 1,
    // Its tests give the embedded database's start a time limit (30 s, 90 s): niced beside the
    // build and the browsers on CI's two cores, it got a tenth of a core and its hooks timed out.
    // It is short (about 110 CPU-s), so at full priority it slows the chain little.
    fullPriority: true,
  },
  // The rest, longest first as a clean-clone run timed them (124, 88, 43 s). The contract
  // suite on the mock runs two files at a time (jest takes one on two cores): each file mostly waits
  // on the server it started (56 CPU-s in 137 s in a clean-clone run; 89 s with two). Not the one on
  // PostgreSQL: with two of its files at a time (each creating and dropping databases), the API's
  // suite on PostgreSQL beside it failed its deadlock test in one of two runs (a statement timed out).
  { name: 'contract mock', ...jest('contract', { CONTRACT_TARGET: 'mock' }, CONTRACT_WORKERS), slots: 1 },
  {
    name: 'api postgres',
    ...jest('api', { CONTRACT_TARGET: 'postgres' }, "--testPathPatterns '\\.postgres\\.test'"),
    slots: 1,
  },
  {
    name: 'contract pglite',
    // Paths as patterns of their own: after --selectProjects they would be read as project names.
    ...jest('contract', { CONTRACT_TARGET: 'pglite' }, `--testPathPatterns ${PGLITE_CONTRACT_SUITES.join(' ')}`),
    after: [PGLITE_TEMPLATES],
    slots: 1,
  },
  ...weekdays,
];

/** The browser suite: once it has passed, the run takes one more suite at a time (above). */
const AFTER_BROWSERS = { suite: 'e2e', extraSlots: 1 };

/** The CPU priority of the suites off the longest chain (0 is the chain's, 19 the lowest). */
const FILL_NICENESS = 10;
/** The CPU priority of the suites that take only what the others leave idle (idleOnly). */
const IDLE_NICENESS = 19;

/** Far above the longest suite's time on CI's two cores (the API's on PGlite, about 7 min). */
const SUITE_LIMIT_MS = 35 * 60_000;

/**
 * A jest run that has printed its result and not exited holds a handle a test left open (a
 * server, a database thread): after this long it fails, rather than wait out SUITE_LIMIT_MS.
 */
const EXIT_GRACE_MS = 60_000;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

function chosenSuites(): Suite[] {
  const only = option('only')?.split(',');
  if (!only) return SUITES;
  const unknown = only.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length) {
    console.error(`Unknown suites: ${unknown.join(', ')}. The suites: ${SUITES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const wanted = new Set<string>();
  const add = (name: string) => {
    wanted.add(name);
    for (const before of SUITES.find((suite) => suite.name === name)!.after ?? []) add(before);
  };
  only.forEach(add);
  return SUITES.filter((suite) => wanted.has(suite.name));
}

/**
 * The suites' temporary files (each backend's data directory, PGlite's among them, and jest's
 * cache) in memory when the machine has /dev/shm, so that the dozen databases the suites start
 * side by side do not wait on one disk.
 */
function scratchSpace(): Record<string, string> {
  const dir = '/dev/shm/leave-tests';
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
    return { TMPDIR: dir };
  } catch {
    return {};
  }
}

const logFile = (suite: Suite) => path.join(LOGS, `${suite.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
const cpuFile = (suite: Suite) => logFile(suite).replace(/\.log$/, '.cpu');

/**
 * Where the machine counts the CPU of every process a suite starts (cgroup v1's cpuacct), when it
 * lets this run make groups: `times` misses what its processes did not wait for (Chromium's
 * renderers, servers stopped with a signal).
 */
const CPUACCT = '/sys/fs/cgroup/cpuacct';
const cpuGroup = (suite: Suite) => path.join(CPUACCT, `leave-test-${path.basename(logFile(suite), '.log')}`);
/** The machine's CPU seconds so far, every process's (the PostgreSQL server's too), when it says. */
function machineCpu(): number | undefined {
  try {
    return Number(fs.readFileSync(path.join(CPUACCT, 'cpuacct.usage'), 'utf8')) / 1e9;
  } catch {
    return undefined;
  }
}

/**
 * The CPU seconds of a suite's processes: all of them where the machine counted them (a cgroup),
 * else those the shell waited for, from its `times` (their user and system time, its second line).
 */
function cpuSeconds(suite: Suite): number | undefined {
  try {
    const counted = Number(fs.readFileSync(`${cpuFile(suite)}.all`, 'utf8')) / 1e9;
    if (counted > 0) return counted;
  } catch {
    // no group: the machine does not let this run make one
  }
  try {
    const children = fs.readFileSync(cpuFile(suite), 'utf8').trim().split('\n')[1] ?? '';
    const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
    return parts.length === 2 ? parts[0]! + parts[1]! : undefined;
  } catch {
    return undefined;
  }
}
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

async function main() {
  const suites = chosenSuites();
  const slots = Number(option('slots') ?? 2);
  fs.mkdirSync(LOGS, { recursive: true });
  fs.rmSync(ZONE_READS_FILE, { force: true });
  // Before any suite starts, while the machine is otherwise idle; the fastest of three, as a
  // moment's load elsewhere on the host slows one (one run's single figure was 0.84 s, another's 0.55).
  const reference = Math.min(...[1, 2, 3].map(() => referenceWork().cpuSeconds));
  const referenceFill = Math.min(...[1, 2, 3].map(() => referenceMemory().cpuSeconds));
  const started = Date.now();
  const machineAtStart = machineCpu();
  const waiting = [...suites];
  const running = new Map<string, { child: ChildProcess; since: number }>();
  const done = new Map<string, number>();
  /** When each suite started, from the run's start: the summary's timeline. */
  const startedAt = new Map<string, number>();
  let failed: Suite | undefined;

  const used = () => [...running.keys()].reduce((sum, name) => sum + suites.find((s) => s.name === name)!.slots, 0);
  const slotsNow = () => slots + (done.has(AFTER_BROWSERS.suite) ? AFTER_BROWSERS.extraSlots : 0);
  const ready = (suite: Suite) => (suite.after ?? []).every((name) => done.has(name));

  // The servers the suites start, built once for all of them (test-kit/src/serverBuild.ts).
  const serverBuild = await buildServers();
  const env = { ...process.env, ...SCRATCH, SCHOOL_TODAY: RUN_TODAY, [SERVER_BUILD]: serverBuild };
  await new Promise<void>((finish) => {
    const startWhatFits = () => {
      // After a failure nothing more starts, and the run ends once the suites it stopped have.
      if (failed) {
        if (!running.size) finish();
        return;
      }
      for (const suite of [...waiting]) {
        // A suite bigger than the run's slots starts alone.
        const fits = used() + suite.slots <= slotsNow() || running.size === 0;
        if (!ready(suite) || !fits) continue;
        waiting.splice(waiting.indexOf(suite), 1);
        start(suite);
      }
      if (!running.size) finish();
    };
    const start = (suite: Suite) => {
      const log = fs.createWriteStream(logFile(suite));
      // Its CPU: its group's count, from zero (a group a stopped run left behind keeps its count),
      // and `times` after it in case the machine makes no group.
      const group = cpuGroup(suite);
      fs.rmSync(`${cpuFile(suite)}.all`, { force: true });
      const joinGroup = `joined=0; (mkdir -p '${group}' && echo 0 > '${group}/cpuacct.usage' && echo $$ > '${group}/cgroup.procs') 2>/dev/null && joined=1`;
      const readGroup = `if [ $joined = 1 ]; then cat '${group}/cpuacct.usage' > '${cpuFile(suite)}.all'; fi`;
      // Each suite is a session of its own (detached), and Linux shares the CPU between sessions
      // first (autogroups) when it is so configured: their niceness is set too, when it can be.
      const own = commandOf(suite);
      const niceness = suite.idleOnly ? IDLE_NICENESS : FILL_NICENESS;
      const command = suite.fullPriority
        ? own
        : `(echo ${niceness} > /proc/self/autogroup) 2>/dev/null; nice -n ${niceness} ${own}`;
      const child = spawn(
        `${joinGroup}; ${command}; status=$?; times > '${cpuFile(suite)}'; ${readGroup}; exit $status`,
        {
          cwd: ROOT,
          shell: true,
          detached: true,
          env: { ...env, ...templatesFor(suite), ...suite.env, FORCE_COLOR: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child.stdout!.pipe(log);
      child.stderr!.pipe(log);
      const exited = watchJestExit([child.stdout!, child.stderr!], EXIT_GRACE_MS, () => {
        console.log(`HUNG   ${suite.name}: its tests ended but it did not exit (a handle left open), stopped`);
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      });
      running.set(suite.name, { child, since: Date.now() });
      startedAt.set(suite.name, Date.now() - started);
      console.log(`start  ${suite.name}`);
      // A hung suite (a server that never stops keeps jest from exiting) fails with its log
      // instead of holding the run until CI's own limit ends it with nothing to read.
      const watchdog = setTimeout(() => {
        console.log(`HUNG   ${suite.name}: still running after ${seconds(SUITE_LIMIT_MS)}, stopped`);
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      }, SUITE_LIMIT_MS);
      child.on('close', (code) => {
        clearTimeout(watchdog);
        exited();
        const { since } = running.get(suite.name)!;
        running.delete(suite.name);
        log.end();
        if (code === 0) {
          done.set(suite.name, Date.now() - since);
          console.log(`pass   ${suite.name} (${seconds(Date.now() - since)})`);
        } else if (!failed) {
          failed = suite;
          console.log(`FAIL   ${suite.name} (${seconds(Date.now() - since)}, exit ${code})`);
          // Stop the rest: each suite runs in its own process group. SIGINT, as Ctrl+C would:
          // Playwright then stops the servers it started in groups of their own (SIGTERM left
          // them running, holding their ports for the next run).
          for (const { child: other } of running.values()) {
            if (other.pid) process.kill(-other.pid, 'SIGINT');
          }
        }
        startWhatFits();
      });
    };
    startWhatFits();
  });

  console.log(`\n${'suite'.padEnd(26)} ${'from'.padEnd(8)} ${'time'.padEnd(8)} CPU`);
  let cpuTotal = 0;
  for (const suite of suites) {
    const ms = done.get(suite.name);
    const cpu = ms === undefined ? undefined : cpuSeconds(suite);
    cpuTotal += cpu ?? 0;
    const time = ms === undefined ? (suite === failed ? 'failed' : '-') : seconds(ms);
    const from = startedAt.has(suite.name) ? seconds(startedAt.get(suite.name)!) : '-';
    console.log(
      `${suite.name.padEnd(26)} ${from.padEnd(8)} ${time.padEnd(8)} ${cpu === undefined ? '' : `${Math.round(cpu)} s`}`,
    );
  }
  console.log(
    `${'all'.padEnd(26)} ${'0 s'.padEnd(8)} ${seconds(Date.now() - started).padEnd(8)} ${Math.round(cpuTotal)} s`,
  );
  const machineNow = machineCpu();
  if (machineAtStart !== undefined && machineNow !== undefined) {
    const machine = Math.round(machineNow - machineAtStart);
    console.log(`${'the machine (all processes)'.padEnd(44)} ${machine} s`);
  }
  console.log(`${'reference work (machine speed)'.padEnd(44)} ${reference.toFixed(2)} s`);
  console.log(`${'fresh memory, 256 MiB (machine speed)'.padEnd(44)} ${referenceFill.toFixed(2)} s`);
  fs.rmSync(serverBuild, { recursive: true, force: true });
  fs.rmSync(TEMPLATES_DIR, { recursive: true, force: true });
  // Each suite's group, now that its processes are gone (a group still in use stays).
  for (const name of startedAt.keys())
    fs.rmdir(cpuGroup(suites.find((suite) => suite.name === name)!), () => undefined);
  if (failed) {
    log(failed);
    process.exit(1);
  }
}

/** The templates' folders, for a suite that starts after them (jest's global setup then makes none). */
const templatesFor = (suite: Suite): Record<string, string> =>
  suite.after?.includes(PGLITE_TEMPLATES)
    ? {
        [PGLITE_TEMPLATE]: path.join(TEMPLATES_DIR, 'seeded'),
        [PGLITE_EMPTY_TEMPLATE]: path.join(TEMPLATES_DIR, 'empty'),
      }
    : {};

const commandOf = (suite: Suite) => (typeof suite.command === 'string' ? suite.command : suite.command());

function log(suite: Suite) {
  console.error(`\n--- ${suite.name}: ${commandOf(suite)} (${logFile(suite)}) ---`);
  console.error(fs.readFileSync(logFile(suite), 'utf8'));
}

void main();
