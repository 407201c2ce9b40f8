/**
 * `npm run idp`: the local OpenID provider on http://localhost:3900 (IDP_PORT), with the client
 * the app's defaults expect (leave-management, dev-secret) registered for the app's callback. It
 * reads PORT, API_PORT, API_HOST (and BASE_PATH, APP_URL) as the app does, so both agree.
 */
import { appUrlFrom, portFrom, redirectUriFrom } from '@leave/config';
import { ConfigError } from '@leave/contract';
import { startLocalIdp } from './localIdp';

async function main() {
  const env = process.env;
  const port = portFrom(env, 'IDP_PORT', 3900);
  const clientId = env.IDP_CLIENT_ID || 'leave-management';
  const clientSecret = env.IDP_CLIENT_SECRET || 'dev-secret';
  const redirectUri = redirectUriFrom(env);
  const idp = await startLocalIdp({
    port,
    clientId,
    clientSecret,
    redirectUri,
    postLogoutRedirectUri: `${appUrlFrom(env)}/`,
    host: env.IDP_BIND || '127.0.0.1',
  });
  console.log(
    [
      '',
      `  Local OpenID provider listening on ${idp.issuer}`,
      `  client ${clientId} (secret ${clientSecret}), callback ${redirectUri}`,
      '  users: the demo students (student123) and instructors (teacher123), and 9999 and 0001001 (student123), unknown to the app',
      '',
      `  Turn sign-in with the school account on: OIDC_ISSUER=${idp.issuer} OIDC_CLIENT_ID=${clientId} OIDC_CLIENT_SECRET=${clientSecret} npm start`,
      '',
    ].join('\n'),
  );
  const stop = () => void idp.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || (error as { code?: string }).code === 'EADDRINUSE';
  console.error(`Cannot start the local provider: ${error instanceof Error ? error.message : String(error)}`);
  if (!known) console.error(error);
  process.exit(1);
});
