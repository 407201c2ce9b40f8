/**
 * The refusals any signed-in view can be answered with, whatever it asked: not signed in, too many
 * requests, another's data, a request the server cannot read, a page of another site, the server's
 * or the database's failure, an address the server does not have. Each catalogue of a view that
 * calls the API includes their translation (`serverCommonHi`), so a view says them by their code
 * (`errorMessage(error, fallback, intl)`), and `npm run words:missing` lists any catalogue without them.
 */
export const COMMON_SERVER_CODES = [
  'api.signInToContinue',
  'api.tooManySignedInRequests',
  'api.onlyOwnData',
  'api.invalidRequest',
  'api.invalidJson',
  'api.emptyBody',
  'api.bodyNotObject',
  'api.sendJson',
  'api.foreignPage',
  'api.serverError',
  'api.databaseUnavailable',
  'api.cannotStore',
  'api.noRoute',
] as const;

export type CommonServerCode = (typeof COMMON_SERVER_CODES)[number];
