import { z } from 'zod';
import { DEFAULT_SSO_HELP } from '@leave/config';
import { ROLE_HOME, SINGLE_SIGN_ON_PROBLEM_PATH } from '@leave/contract';
import type { SingleSignOnProblem } from '@leave/contract';
import { messages, PASSWORD_SIGN_IN_ON, refusal, singleSignOnStatusSchema } from '@leave/domain';
import { auditSignInRefusal } from '../auditRefusals';
import { audit } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import type { Outcome, OutcomeCookie, ServiceSettings } from '../endpoint';
import { closeSession, openSession } from '../sessions';
import { authorizationRequest, proveIdentity } from '../singleSignOn/providerAnswer';
import { schoolAccountOf } from '../singleSignOn/schoolAccount';
import {
  decodeFlow,
  encodeFlow,
  returnPath,
  SIGN_IN_FLOW_COOKIE,
  SIGN_IN_FLOW_COOKIE_PATH,
  SIGN_IN_FLOW_SECONDS,
  SIGN_OUT_HINT_COOKIE,
  SIGN_OUT_HINT_COOKIE_PATH,
} from '../singleSignOn/signInFlow';

/** The largest ID token kept in a cookie (browsers keep about 4 KB per cookie). */
const MAX_HINT_LENGTH = 3500;

const redirected = z.null().describe('302: the browser is sent on (the Location header)');

/** The app's page that says why the school account did not sign anyone in. */
const problemPage = (settings: ServiceSettings, problem: SingleSignOnProblem): Outcome => ({
  status: 302,
  body: null,
  redirect: `${settings.schoolProvider!.config.appUrl}${SINGLE_SIGN_ON_PROBLEM_PATH}?problem=${problem}`,
  cookies: [clearFlow],
});

const clearFlow: OutcomeCookie = {
  name: SIGN_IN_FLOW_COOKIE,
  value: null,
  path: SIGN_IN_FLOW_COOKIE_PATH,
  maxAgeSeconds: 0,
};

export const singleSignOnStatus = defineEndpoint({
  method: 'GET',
  path: '/singleSignOnStatus',
  summary:
    "Whether the sign-in page offers sign-in with the school's account (OpenID Connect), the button's words, whether the provider can be reached now, and whether students and instructors may still use a password",
  tag: 'auth',
  access: 'anyone',
  sessionless: true,
  responses: { 200: singleSignOnStatusSchema },
  async handle({ store, settings }) {
    const provider = settings.schoolProvider;
    if (!provider) {
      return ok({
        enabled: false,
        available: false,
        label: '',
        help_contact: DEFAULT_SSO_HELP,
        password_sign_in: PASSWORD_SIGN_IN_ON,
      });
    }
    // A provider that failed at start-up is asked again (at most every few seconds) as the page loads.
    const available = Boolean(await provider.discover());
    return ok({
      enabled: true,
      available,
      label: provider.config.label,
      help_contact: provider.config.helpContact,
      password_sign_in: await store.signInOptions.passwordSignIn(),
    });
  },
});

export const startSingleSignOn = defineEndpoint({
  method: 'GET',
  path: '/startSingleSignOn',
  summary:
    "Opened by the browser (not fetched): sends it to the school's provider to sign in (authorization code flow with PKCE, state and nonce), or to the app's page saying sign-in with the school account is unavailable. `return` is a path of the app to land on afterwards (anything else is ignored). 404 when single sign-on is not set up",
  tag: 'auth',
  access: 'anyone',
  sessionless: true,
  query: z.object({ return: z.string().max(200).optional() }),
  responses: { 302: redirected },
  async handle({ settings, query }) {
    const provider = settings.schoolProvider;
    if (!provider) return refused(refusal(404, messages.singleSignOnNotSetUp));
    const request = await authorizationRequest(provider, returnPath(query.return));
    if (!request) return problemPage(settings, 'unavailable');
    return {
      status: 302,
      body: null,
      redirect: request.url,
      cookies: [
        {
          name: SIGN_IN_FLOW_COOKIE,
          value: encodeFlow(request.flow),
          path: SIGN_IN_FLOW_COOKIE_PATH,
          maxAgeSeconds: SIGN_IN_FLOW_SECONDS,
        },
      ],
    };
  },
});

const callbackQuery = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(1024).optional(),
    iss: z.string().max(1024).optional(),
    error: z.string().max(256).optional(),
    error_description: z.string().max(1024).optional(),
    session_state: z.string().max(1024).optional(),
  })
  .describe("The provider's answer, as it redirects the browser back");

export const singleSignOnCallback = defineEndpoint({
  method: 'GET',
  path: '/singleSignOnCallback',
  summary:
    "Where the school's provider sends the browser back: the answer is checked (state, nonce, PKCE, the ID token's signature, issuer, audience and expiry), the person is matched to an existing student or instructor by the configured claims (never created, never an admin), the session cookie is set and the browser lands on their dashboard; else on the app's page saying why (not set up here, deactivated, failed)",
  tag: 'auth',
  access: 'anyone',
  readsSession: true,
  query: callbackQuery,
  responses: { 302: redirected },
  async handle({ store, settings, query, cookies, clientIp, userAgent, sessionToken }) {
    const provider = settings.schoolProvider;
    if (!provider) return refused(refusal(404, messages.singleSignOnNotSetUp));
    const flow = decodeFlow(cookies[SIGN_IN_FLOW_COOKIE]);
    if (!flow || query.error) return problemPage(settings, 'failed');
    let identity;
    try {
      const parameters = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
      identity = await proveIdentity(provider, flow, parameters as Record<string, string>);
    } catch (error) {
      console.error(
        `Single sign-on: the provider's answer was refused (${error instanceof Error ? error.message : String(error)})`,
      );
      return problemPage(settings, 'failed');
    }
    const account = schoolAccountOf(identity.claims, provider.config.idClaim, provider.config.roleRule);
    const who = `school account ${String(identity.claims.sub)}`;
    if ('problem' in account) {
      await auditSignInRefusal(store, clientIp, who, account.problem === 'no id' ? 'no school id' : 'no role');
      return problemPage(settings, 'not-set-up');
    }
    const target = `${account.role} ${account.userId}`;
    const user = await store.users.findCredentials(account.role, account.userId);
    if (!user) {
      await auditSignInRefusal(store, clientIp, target, 'not set up here');
      return problemPage(settings, 'not-set-up');
    }
    if (!user.active) {
      await auditSignInRefusal(store, clientIp, target, 'account deactivated');
      return problemPage(settings, 'deactivated');
    }
    // Signing in again ends the session this browser carried, whoever it was for.
    await closeSession(store, sessionToken);
    const token = await openSession(store, {
      role: account.role,
      userId: account.userId,
      ttlSeconds: settings.sessionTtlSeconds,
      idleSeconds: settings.sessionIdleSeconds,
      userAgent,
      clientIp,
    });
    const session = { role: account.role, user_id: account.userId, name: user.name };
    await audit(store, { session, clientIp }, 'signed in with school account', target, {
      after: { subject: String(identity.claims.sub) },
    });
    return {
      status: 302,
      body: null,
      redirect: `${provider.config.appUrl}${flow.returnTo ?? ROLE_HOME[account.role]}`,
      sessionCookie: { token },
      cookies: [
        clearFlow,
        // Kept for the provider's sign-out; a token too large for a cookie is not (sign-out works without it).
        ...(identity.idToken && identity.idToken.length <= MAX_HINT_LENGTH
          ? [
              {
                name: SIGN_OUT_HINT_COOKIE,
                value: identity.idToken,
                path: SIGN_OUT_HINT_COOKIE_PATH,
                maxAgeSeconds: settings.sessionTtlSeconds,
              },
            ]
          : []),
      ],
    };
  },
});
