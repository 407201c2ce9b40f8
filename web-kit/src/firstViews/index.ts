export {
  EARLY_RESPONSE_MAX_AGE_MS,
  fetchForChange,
  fetchTakingEarly,
  forgetEarlyResponses,
  hasEarlyResponse,
  requestKey,
  startEarly,
  takeEarlyResponse,
} from './earlyResponses';
export {
  addressOf,
  BELL_QUERY,
  firstPendingPage,
  firstViewRequests,
  studentFirstData,
  studentFirstWindow,
} from './firstViews';
export type { FirstRequest } from './firstViews';
