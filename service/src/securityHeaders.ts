import helmet from 'helmet';

/**
 * The API's security headers, as a Node middleware both backends run on every answer (built
 * once): a CSP that no page may frame, nosniff, no referrer; answers may be read by the app on
 * another port of the same site.
 */
export const apiSecurityHeaders = () =>
  helmet({
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: { directives: { frameAncestors: ["'none'"], upgradeInsecureRequests: null } },
  });
