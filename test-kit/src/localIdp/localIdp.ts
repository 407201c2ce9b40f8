/**
 * A standards-compliant OpenID provider on this machine (oidc-provider, the reference
 * implementation in Node), for trying and testing sign-in with the school's account: the
 * demo's students and instructors are its users, with their demo passwords.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { idpAccounts } from './accounts';
import type { IdpAccount } from './accounts';
import { errorPage, loginPage, logoutPage, signedOutPage } from './pages';

export interface LocalIdpOptions {
  port: number;
  clientId: string;
  clientSecret: string;
  /** The app's callback (its API's /singleSignOnCallback). */
  redirectUri: string;
  /** Where the provider's sign-out returns: the app. */
  postLogoutRedirectUri: string;
  /** Bind address (loopback unless told). */
  host?: string;
}

export interface LocalIdp {
  issuer: string;
  server: http.Server;
  close(): Promise<void>;
}

const INTERACTION = /^\/interaction\/([\w-]+)$/;

function configuration(options: LocalIdpOptions, accounts: Map<string, IdpAccount>): Configuration {
  return {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // `role` is not a standard claim: it comes with the profile scope here.
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'role'] },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, name: account.name, preferred_username: account.username, role: account.role };
        },
      };
    },
    // The app is the provider's own (first-party) client: no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile');
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.body = logoutPage(form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.body = signedOutPage();
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage({ ...out });
    },
    // Fixed keys: a local provider for testing, never a real one.
    cookies: { keys: ['local-idp-cookie-key-for-testing-only'] },
  };
}

const readForm = (req: http.IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });

/** The login form (GET) and its answer (POST): the one interaction this provider has. */
async function interaction(
  provider: Provider,
  accounts: Map<string, IdpAccount>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const details = await provider.interactionDetails(req, res);
  const action = `/interaction/${details.uid}`;
  const client = String(details.params.client_id ?? 'an app');
  const send = (html: string) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
  };
  if (req.method !== 'POST') return send(loginPage(action, client));
  const form = await readForm(req);
  const account = accounts.get(form.get('username')?.trim() ?? '');
  if (!account || account.password !== form.get('password')) {
    return send(loginPage(action, client, 'Wrong username or password'));
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.username } },
    { mergeWithLastSubmission: false },
  );
}

export async function startLocalIdp(options: LocalIdpOptions): Promise<LocalIdp> {
  const accounts = new Map(idpAccounts().map((account) => [account.username, account]));
  const issuer = `http://localhost:${options.port}`;
  const provider = new Provider(issuer, configuration(options, accounts));
  const callback = provider.callback();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (!INTERACTION.test(path)) return void callback(req, res);
    interaction(provider, accounts, req, res).catch((error: unknown) => {
      res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(errorPage({ error: error instanceof Error ? error.message : String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    issuer: `http://localhost:${port}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
