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

/**
 * What a page says when a call got no answer at all (the connection failed, or the server took too
 * long): the page's own words (`uiMessages`), said like a refusal by an id of their own, so every
 * catalogue that says the refusals above says these too.
 */
export const NO_ANSWER_CODES = ['page.cannotReachServer', 'page.serverTooSlow'] as const;

export type NoAnswerCode = (typeof NO_ANSWER_CODES)[number];
