// The QA panel: a page over the mock's /__qa/ controls, in plain browser JavaScript so that the
// mock serves it as it is, with no build step.
'use strict';

const QA = '/__qa';
const JOURNAL_ROWS = 100;
const $ = (id) => document.getElementById(id);

/** Says how a control went, in the page's live region. */
function say(text) {
  $('status').textContent = text;
}

/** Calls a control; answers its JSON, or says what the server refused and answers null. */
async function call(method, path, body) {
  try {
    const response = await fetch(`${QA}${path}`, {
      method,
      headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    const answer = await response.json();
    if (!response.ok) {
      say(`Refused (${response.status}): ${answer.message}`);
      return null;
    }
    return answer;
  } catch (error) {
    say(`The mock API did not answer: ${error.message}`);
    return null;
  }
}

function cell(row, text) {
  const td = document.createElement('td');
  td.textContent = text;
  row.append(td);
  return td;
}

let scenarios = [];

async function showScenarios() {
  const answer = await call('GET', '/scenarios');
  if (!answer) return;
  scenarios = answer.scenarios;
  $('scenario').replaceChildren(
    ...scenarios.map(({ name }) => Object.assign(document.createElement('option'), { value: name, textContent: name })),
  );
  describeScenario();
}

function describeScenario() {
  const chosen = scenarios.find((s) => s.name === $('scenario').value);
  $('scenario-description').textContent = chosen ? chosen.description : '';
}

async function load(path, body) {
  const answer = await call('POST', path, body);
  if (answer) say(`Loaded ${answer.scenario}, dated around ${answer.today}. Everyone must sign in again.`);
}

function showClock({ today, fixed }) {
  $('clock-now').textContent = fixed ? `Today is fixed to ${today}.` : `Today is the real date, ${today}.`;
  $('today').value = today;
}

async function readClock() {
  const answer = await call('GET', '/clock');
  if (answer) showClock(answer);
}

async function changeClock(method, body) {
  const answer = await call(method, '/clock', body);
  if (!answer) return;
  showClock(answer);
  say(answer.fixed ? `Today is now ${answer.today} for every date rule.` : `Today is the real date again.`);
}

/** What one answer does: a fault's own, or a step of its sequence. */
function answerOf(answer) {
  if (answer.pass) return 'passes the call on';
  const delay = answer.delay_ms ? ` after ${answer.delay_ms} ms` : '';
  const stubbed = answer.body !== undefined ? ' with a stubbed body' : '';
  const how = answer.drop ? 'drops the connection' : answer.status ? `answers ${answer.status}${stubbed}` : 'waits';
  return `${how}${delay}`;
}

function effectOf(fault) {
  if (fault.sequence) return `in turn: ${fault.sequence.map(answerOf).join(', then ')}`;
  const often = fault.times
    ? `, ${fault.times} times`
    : fault.rate !== undefined
      ? `, at rate ${fault.rate} (seed ${fault.seed})`
      : '';
  return `${answerOf(fault)}${often}`;
}

/** Which calls a fault takes: its method and path, and the query, user and body it asks for. */
function callsOf(fault) {
  const query = Object.entries(fault.query ?? {}).map(([key, value]) => `${key}=${value}`);
  return [
    `${fault.method ?? 'Any'} ${fault.path}${query.length ? `?${query.join('&')}` : ''}`,
    fault.user !== undefined ? `user ${fault.user}` : '',
    fault.body_contains !== undefined ? `body with ${JSON.stringify(fault.body_contains)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

async function showFaults() {
  const answer = await call('GET', '/faults');
  if (!answer) return;
  // Refreshed every few seconds: what the tester is typing is left alone.
  if (document.activeElement !== $('latency')) $('latency').value = answer.latency_ms;
  $('faults').replaceChildren(
    ...answer.faults.map((fault) => {
      const row = document.createElement('tr');
      cell(row, callsOf(fault));
      cell(row, effectOf(fault));
      cell(row, String(fault.hits));
      const remove = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Remove' });
      remove.setAttribute('aria-label', `Remove the fault on ${fault.path}`);
      remove.addEventListener('click', async () => {
        if (await call('DELETE', `/faults/${fault.id}`)) say(`Removed the fault on ${fault.path}.`);
        await showFaults();
      });
      cell(row, '').append(remove);
      return row;
    }),
  );
}

async function addFault(event) {
  event.preventDefault();
  const effect = $('fault-effect').value;
  const fault = { path: $('fault-path').value.trim(), delay_ms: Number($('fault-delay').value || 0) };
  if ($('fault-method').value) fault.method = $('fault-method').value;
  if (effect === 'status') fault.status = Number($('fault-status').value);
  if (effect === 'drop') fault.drop = true;
  if ($('fault-times').value) fault.times = Number($('fault-times').value);
  const added = await call('POST', '/faults', fault);
  if (added) say(`Added: ${added.method ?? 'any'} ${added.path} ${effectOf(added)}.`);
  await showFaults();
}

async function showPaths() {
  try {
    const document_ = await (await fetch('/docs/json')).json();
    $('paths').replaceChildren(
      ...Object.keys(document_.paths).map((path) => Object.assign(document.createElement('option'), { value: path })),
    );
  } catch {
    // Without the list, the path is typed in full; the server still checks it.
  }
}

let newest = 0;
let paused = false;

async function readJournal() {
  if (paused) return;
  const answer = await call('GET', `/requests?since=${newest}`);
  if (!answer || answer.requests.length === 0) return;
  newest = answer.requests[0].id;
  const rows = answer.requests.map((request) => {
    const row = document.createElement('tr');
    cell(row, new Date(request.time).toLocaleTimeString());
    cell(row, `${request.method} ${request.path}`);
    cell(row, request.user ? `${request.user.role} ${request.user.user_id}` : '');
    cell(row, request.status === null ? 'dropped' : String(request.status));
    cell(row, String(request.duration_ms));
    return row;
  });
  $('journal').prepend(...rows);
  while ($('journal').rows.length > JOURNAL_ROWS) $('journal').lastElementChild.remove();
}

function start() {
  $('scenario').addEventListener('change', describeScenario);
  $('load-scenario').addEventListener('click', () => load('/scenario', { name: $('scenario').value }));
  $('reset').addEventListener('click', () => load('/reset'));
  $('set-clock').addEventListener('click', () => changeClock('PUT', { today: $('today').value }));
  $('clear-clock').addEventListener('click', () => changeClock('DELETE'));
  $('fault-form').addEventListener('submit', addFault);
  $('clear-faults').addEventListener('click', async () => {
    const answer = await call('DELETE', '/faults');
    if (answer) say(answer.message);
    await showFaults();
  });
  $('set-latency').addEventListener('click', async () => {
    const answer = await call('PUT', '/latency', { delay_ms: Number($('latency').value || 0) });
    if (answer) say(`Every call now waits ${answer.latency_ms} ms.`);
  });
  $('pause-journal').addEventListener('click', (event) => {
    paused = !paused;
    event.currentTarget.setAttribute('aria-pressed', String(paused));
  });
  $('clear-journal').addEventListener('click', async () => {
    const answer = await call('DELETE', '/requests');
    if (answer) say(answer.message);
    $('journal').replaceChildren();
  });
  void showScenarios();
  void readClock();
  void showFaults();
  void showPaths();
  void readJournal();
  setInterval(() => {
    void readJournal();
    void showFaults();
  }, 2000);
}

start();
