/**
 * Every message a person can read from the product, in one place: what the server answers and
 * what the forms say. Change a word here and both backends and every screen say the new word.
 * Some live in modules of their own, re-exported here, so that a page downloads only the words
 * it shows: the field rules' (fieldMessages.ts, with the forms that check fields), the leave
 * rules' the pages also run (leaveRuleMessages.ts), and the API's answers (apiMessages.ts: the
 * pages show them as the server sends them, so a first screen needs none of them).
 */

export { leaveRuleMessages } from './leaveRuleMessages';
export { messages, minutesToWait, secondsToWait } from './apiMessages';

/** What the web app says in its own words (the spec's, where it gives them): one module, uiMessages.ts. */
export * as uiMessages from './uiMessages';

export { DEFAULT_SSO_HELP_WORDS, schoolAccountProblems } from './schoolAccountMessages';
export { fieldMessages, fieldRules } from './fieldMessages';
