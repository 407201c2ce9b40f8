/**
 * What the QA controls answer, in the domain's style. They live here, not in the domain's
 * messages, because the controls exist only on the mock: the product never says these.
 */
export const qaMessages = {
  unknownPath: (name: string, path: string) =>
    `${name} must be a path this API serves, such as /studentData; there is no ${path}`,
  faultDoesNothing: 'A fault needs a status, "drop": true or a delay_ms above 0',
  statusAndDrop: 'A fault either answers a status or drops the connection, not both',
  timesAndRate: 'A fault has times or rate, not both',
  notARate: (name: string) => `${name} must be a number from 0 to 1: the share of matching calls that fail`,
  faultAnswer: (method: string, path: string, status: number) =>
    `This call failed on purpose: a QA fault on ${method} ${path} answers ${status} (DELETE /__qa/faults clears it)`,
  noFault: (id: string) => `There is no fault ${id}`,
  faultsCleared: (count: number) => `${count} fault${count === 1 ? '' : 's'} cleared`,
  journalCleared: (count: number) => `${count} request${count === 1 ? '' : 's'} cleared from the journal`,
  onlyRead: (method: string, path: string) =>
    `${path} is json-server's view of the data, to read only: ${method} is not allowed; change data through the API`,
} as const;
