import type { Configuration } from 'openid-client';
import type { SingleSignOnConfig } from '@leave/config';

/** After a failed discovery, the next sign-in asks the provider again only once this long has passed. */
const RETRY_AFTER_MS = 15_000;
/** How long a call to the provider may take (discovery, the code exchange, user info). */
const PROVIDER_TIMEOUT_SECONDS = 10;

// openid-client is an ES module only: loaded when first needed, so that what imports the service
// under jest (CommonJS) never loads it.
const openidClient = () => import('openid-client');

/**
 * The school's OpenID Connect provider as this API knows it: its discovery document, read at
 * start-up and again on demand while it failed (a provider down when the API starts is not
 * fatal: the sign-in page says sign-in with the school account is unavailable meanwhile).
 */
export class SchoolProvider {
  private configuration: Configuration | undefined;
  private pending: Promise<Configuration | undefined> | undefined;
  private failedAt = 0;

  constructor(readonly config: SingleSignOnConfig) {}

  /** Whether the provider's discovery has succeeded. */
  get available(): boolean {
    return this.configuration !== undefined;
  }

  /** The provider's configuration, discovered if not yet (undefined while it cannot be reached). */
  async discover(): Promise<Configuration | undefined> {
    if (this.configuration) return this.configuration;
    if (this.pending) return this.pending;
    if (Date.now() - this.failedAt < RETRY_AFTER_MS) return undefined;
    this.pending = this.discoverNow().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async discoverNow(): Promise<Configuration | undefined> {
    const client = await openidClient();
    const issuer = new URL(this.config.issuer);
    try {
      this.configuration = await client.discovery(
        issuer,
        this.config.clientId,
        { client_secret: this.config.clientSecret, redirect_uris: [this.config.redirectUri] },
        client.ClientSecretBasic(this.config.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // Plain http only for a provider on this machine (checked at start-up): the local one.
          ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        },
      );
      return this.configuration;
    } catch (error) {
      this.failedAt = Date.now();
      console.error(
        `Single sign-on: the provider at ${this.config.issuer} cannot be used (${error instanceof Error ? error.message : String(error)}); sign-in with the school account is unavailable until it answers`,
      );
      return undefined;
    }
  }
}
