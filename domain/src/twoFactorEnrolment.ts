/**
 * ADMIN_TOTP_REQUIRED: an admin without the factor may only enrol (and sign out). A module of its
 * own, without the schemas of twoFactor.ts: the page's early-start script uses it (web-kit's
 * firstViews), and a schema would bring the whole validation library into every page.
 */
export const mustEnrolFirst = ({ required, enabled }: { required: boolean; enabled: boolean }) => required && !enabled;
