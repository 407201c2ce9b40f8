/**
 * Single sign-on with the school's OpenID Connect provider, read the same way by both backends
 * and the local provider (`npm run idp`), so that the callback address all three name agrees.
 */
import { ConfigError } from '@leave/contract';
import { DEFAULT_SSO_HELP_WORDS } from '@leave/domain';
import { isLoopbackHost } from './env';
import { readServeConfig } from './serveConfig';

/** How a person's role here is told from what the provider says of them. */
export type RoleRule =
  /** A claim (a string or a list of strings, such as groups) holding one of the given values. */
  | { kind: 'claim'; claim: string; student: string[]; instructor: string[] }
  /** The school id's range: instructors' ids in the given ranges, everyone else a student. */
  | { kind: 'ids'; instructorIds: Array<[number, number]> };

export interface SingleSignOnConfig {
  /** The provider's issuer URL (its discovery document is at /.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  /** Never sent to the browser. */
  clientSecret: string;
  /** The claim holding the school id (the roll number or staff id). */
  idClaim: string;
  roleRule: RoleRule;
  /** The sign-in button's words. */
  label: string;
  /** Whom a person the school has not set up here should ask (the "not set up" page says). */
  helpContact: string;
  scopes: string;
  /** Where the provider sends the browser back: this API's /singleSignOnCallback. */
  redirectUri: string;
  /** The web app's address (under its base path), where the browser lands after signing in or out. */
  appUrl: string;
}

export const DEFAULT_SSO_LABEL = 'Sign in with your school account';
export const DEFAULT_SSO_HELP = DEFAULT_SSO_HELP_WORDS;
export const SSO_CALLBACK_PATH = '/singleSignOnCallback';

const httpUrl = (key: string, value: string) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${key} must be an http:// or https:// URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${key} must be an http:// or https:// URL, got "${value}"`);
  }
  return url;
};

const listFrom = (env: NodeJS.ProcessEnv, key: string, fallback: string, separator: RegExp = /,/) =>
  (env[key] || fallback)
    .split(separator)
    .map((value) => value.trim())
    .filter(Boolean);

/** "500-999,2000-2099" as ranges; a single id is a range of one. */
function rangesFrom(key: string, raw: string): Array<[number, number]> {
  return raw.split(',').map((part) => {
    const match = /^\s*(\d{1,9})\s*(?:-\s*(\d{1,9}))?\s*$/.exec(part);
    const low = Number(match?.[1]);
    const high = match?.[2] === undefined ? low : Number(match[2]);
    if (!match || high < low) {
      throw new ConfigError(`${key} must list ids or ranges of ids such as 500-999,2000-2099, got "${raw}"`);
    }
    return [low, high];
  });
}

function roleRuleFrom(env: NodeJS.ProcessEnv): RoleRule {
  const instructorIds = env.OIDC_INSTRUCTOR_IDS?.trim();
  if (instructorIds) {
    if (env.OIDC_ROLE_CLAIM) throw new ConfigError('set OIDC_ROLE_CLAIM or OIDC_INSTRUCTOR_IDS, not both');
    return { kind: 'ids', instructorIds: rangesFrom('OIDC_INSTRUCTOR_IDS', instructorIds) };
  }
  const rule: RoleRule = {
    kind: 'claim',
    claim: env.OIDC_ROLE_CLAIM || 'role',
    student: listFrom(env, 'OIDC_STUDENT_VALUES', 'student'),
    instructor: listFrom(env, 'OIDC_INSTRUCTOR_VALUES', 'instructor'),
  };
  const both = rule.student.find((value) => rule.instructor.includes(value));
  if (both) throw new ConfigError(`"${both}" is in both OIDC_STUDENT_VALUES and OIDC_INSTRUCTOR_VALUES`);
  return rule;
}

/** The web app's address, where the browser returns: APP_URL, else the first of WEB_ORIGINS, else the shell's. */
export function appUrlFrom(env: NodeJS.ProcessEnv): string {
  const serve = readServeConfig(env);
  if (env.APP_URL) return httpUrl('APP_URL', env.APP_URL).href.replace(/\/+$/, '');
  const origin = env.WEB_ORIGINS ? serve.webOrigins[0]! : `http://${env.PUBLIC_HOST || 'localhost'}:${serve.port}`;
  return `${origin}${serve.runtime.basePath}`;
}

/** The callback address the provider must have registered for this API (API_HOST, or localhost:API_PORT). */
export const redirectUriFrom = (env: NodeJS.ProcessEnv) =>
  `${readServeConfig(env).runtime.apiHost}${SSO_CALLBACK_PATH}`;

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET turn single sign-on on (all three, or none:
 * undefined, the default). The rest have defaults that fit the local provider.
 */
export function readSingleSignOnConfig(env: NodeJS.ProcessEnv = process.env): SingleSignOnConfig | undefined {
  const required = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const set = required.filter((key) => env[key]);
  if (set.length === 0) {
    const stray = Object.keys(env).find((key) => key.startsWith('OIDC_') && env[key]);
    if (stray) throw new ConfigError(`${stray} is set but single sign-on is off: set ${required.join(', ')} too`);
    return undefined;
  }
  if (set.length < required.length) {
    const missing = required.filter((key) => !env[key]);
    throw new ConfigError(`single sign-on needs ${required.join(', ')}: ${missing.join(', ')} missing`);
  }
  const issuer = httpUrl('OIDC_ISSUER', env.OIDC_ISSUER!);
  if (issuer.protocol === 'http:' && !isLoopbackHost(issuer.hostname.replace(/^\[|\]$/g, ''))) {
    throw new ConfigError(
      `OIDC_ISSUER must be an https:// URL (plain http only for a provider on this machine), got "${env.OIDC_ISSUER}"`,
    );
  }
  const idClaim = env.OIDC_ID_CLAIM || 'preferred_username';
  return {
    issuer: issuer.href.replace(/\/$/, ''),
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET!,
    idClaim,
    roleRule: roleRuleFrom(env),
    label: env.OIDC_BUTTON_LABEL?.trim() || DEFAULT_SSO_LABEL,
    helpContact: env.OIDC_HELP_CONTACT?.trim() || DEFAULT_SSO_HELP,
    scopes: ['openid', ...listFrom(env, 'OIDC_SCOPES', 'profile', /[\s,]+/).filter((scope) => scope !== 'openid')].join(
      ' ',
    ),
    redirectUri: redirectUriFrom(env),
    appUrl: appUrlFrom(env),
  };
}
