import type { SingleSignOnConfig } from '@leave/config';
import type { SchoolProvider } from './schoolProvider';
import type { SignInFlow } from './signInFlow';

/** What the provider's answer proved: the person's claims and the ID token (for signing out there). */
export interface ProvedIdentity {
  claims: Record<string, unknown>;
  idToken: string | undefined;
}

/** The answer's parameters as the callback received them, strings only. */
export type CallbackParameters = Record<string, string>;

/**
 * The provider's answer, checked by openid-client: state, the code exchanged with the PKCE
 * verifier (so a code issued for another sign-in, or one used already, is refused by the
 * provider), and the ID token (signature, issuer, audience, expiry, nonce). The school id may be
 * in the ID token or only at the user-info endpoint (Google's and Entra's custom attributes are),
 * which is asked only when the token lacks a claim the rules need.
 */
export async function proveIdentity(
  provider: SchoolProvider,
  flow: SignInFlow,
  parameters: CallbackParameters,
): Promise<ProvedIdentity> {
  const configuration = await provider.discover();
  if (!configuration) throw new Error('the provider cannot be reached');
  const client = await import('openid-client');
  const callback = new URL(provider.config.redirectUri);
  callback.search = new URLSearchParams(parameters).toString();
  const tokens = await client.authorizationCodeGrant(configuration, callback, {
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    pkceCodeVerifier: flow.codeVerifier,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('the provider sent no ID token');
  let claims: Record<string, unknown> = { ...idClaims };
  if (lacksNeededClaim(claims, provider.config) && configuration.serverMetadata().userinfo_endpoint) {
    const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    // The ID token's own claims win.
    claims = { ...userInfo, ...claims };
  }
  return { claims, idToken: tokens.id_token };
}

const neededClaims = (config: SingleSignOnConfig) =>
  config.roleRule.kind === 'claim' ? [config.idClaim, config.roleRule.claim] : [config.idClaim];

const lacksNeededClaim = (claims: Record<string, unknown>, config: SingleSignOnConfig) =>
  neededClaims(config).some((claim) => claims[claim] === undefined);

/** Where the authorization request sends the browser, with a new flow to keep until the answer. */
export async function authorizationRequest(
  provider: SchoolProvider,
  returnTo: string | undefined,
): Promise<{ url: string; flow: SignInFlow } | undefined> {
  const configuration = await provider.discover();
  if (!configuration) return undefined;
  const client = await import('openid-client');
  const flow: SignInFlow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    returnTo,
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: provider.config.redirectUri,
    scope: provider.config.scopes,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, flow };
}

/**
 * The provider's sign-out page (RP-initiated logout), when it has one, returning to the app;
 * undefined when it does not (Google has none): then only this app's session ends.
 */
export async function providerSignOutUrl(provider: SchoolProvider, idToken: string | undefined) {
  const configuration = await provider.discover();
  if (!configuration?.serverMetadata().end_session_endpoint) return undefined;
  const client = await import('openid-client');
  return client.buildEndSessionUrl(configuration, {
    post_logout_redirect_uri: `${provider.config.appUrl}/`,
    client_id: provider.config.clientId,
    ...(idToken ? { id_token_hint: idToken } : {}),
  }).href;
}
