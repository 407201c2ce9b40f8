import type { LeaveStatus } from '@leave/contract';

/**
 * A leave whose status is one of the domain's `statuses`, the statuses written into the text:
 * as a parameter PostgreSQL could not tell that its kept plan might use a partial index of leave
 * in those statuses. Only the domain's own status names are ever written here.
 */
export const hasStatusIn = (statuses: readonly LeaveStatus[], alias = 'l') =>
  `${alias}.status IN (${statuses.map((status) => `'${status}'`).join(', ')})`;
