/**
 * What the QA controls answer, in the domain's style. They live here, not in the domain's
 * messages, because the controls exist only on the mock: the product never says these.
 */
export const qaMessages = {
  unknownPath: (name: string, path: string) =>
    `${name} must be a path this API serves, such as /studentData; there is no ${path}`,
  faultDoesNothing: 'A fault needs a status, "drop": true, a delay_ms above 0 or a sequence',
  stepDoesNothing:
    'Each step of a sequence needs a status, "drop": true or a delay_ms above 0, or is {"pass": true} alone',
  stubNeedsStatus: "A stubbed answer's headers and body go with its status",
  sequenceAndAnswer: 'A fault has a sequence, or a status, drop, delay_ms, headers and body of its own, not both',
  sequenceCounts: 'A fault with a sequence takes one call per step: leave out times and rate',
  seedWithoutRate: 'seed goes with rate: it makes the calls a rate takes the same on every run',
  headerName: 'headers must be named as HTTP names them (letters, digits and -)',
  headerValue: 'headers must map each name to text on one line',
  queryValues: 'query must map each parameter to its value as text',
  bodyFragment: 'body_contains must be a JSON object: the part of the body a call must have',
  verifyTimes: 'Give times (exactly so many calls) or at_least, not both',
  statusAndDrop: 'A fault either answers a status or drops the connection, not both',
  timesAndRate: 'A fault has times or rate, not both',
  notARate: (name: string) => `${name} must be a number from 0 to 1: the share of matching calls that fail`,
  faultAnswer: (method: string, path: string, status: number) =>
    `This call failed on purpose: a QA fault on ${method} ${path} answers ${status} (DELETE /__qa/faults clears it)`,
  noFault: (id: string) => `There is no fault ${id}`,
  faultsCleared: (count: number) => `${count} fault${count === 1 ? '' : 's'} cleared`,
  verified: (expected: string, pattern: string, found: number) =>
    `Expected ${expected} matching ${pattern}; the journal has ${found}`,
  calls: (exactly: boolean, count: number) =>
    `${exactly ? 'exactly' : 'at least'} ${count} call${count === 1 ? '' : 's'}`,
  notAQueryValue: (name: string) => `${name} must be given once, as text`,
  badWorld: (name: string) =>
    `x-qa-world (or the qa_world cookie) must be a world's name: 1 to 64 letters, digits, - and _; not ${JSON.stringify(name)}`,
  tooManyWorlds: (max: number) => `This mock already keeps ${max} QA worlds: end some with DELETE /__qa/worlds/<name>`,
  noWorld: (name: string) => `There is no QA world ${name}`,
  worldEnded: (name: string) =>
    `The QA world ${name} has ended: its data, sessions, clock, faults and journal are gone`,
  journalCleared: (count: number) => `${count} request${count === 1 ? '' : 's'} cleared from the journal`,
  onlyRead: (method: string, path: string) =>
    `${path} is json-server's view of the data, to read only: ${method} is not allowed; change data through the API`,
} as const;
