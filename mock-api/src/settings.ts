import path from 'node:path';
import {
  flagFrom,
  readLeavePolicyConfig,
  readProtectionConfig,
  readServeConfig,
  readSessionConfig,
  readSignInLimits,
  readSingleSignOnConfig,
} from '@leave/config';
import { DEFAULT_DB_FILE } from './database';

/** The mock API's settings from the environment, as `npm run mock-api` and `npm start` read them. */
export function readMockApiSettings(env: NodeJS.ProcessEnv = process.env) {
  const serve = readServeConfig(env);
  return {
    port: serve.apiPort,
    dbFile: path.resolve(env.MOCK_API_DB || DEFAULT_DB_FILE),
    webOrigins: serve.webOrigins,
    logRequests: env.LOG_REQUESTS !== 'false',
    ...readProtectionConfig(env),
    sessionConfig: readSessionConfig(env),
    leavePolicyConfig: readLeavePolicyConfig(env),
    signIn: readSignInLimits(env),
    instructorSignUp: flagFrom(env, 'INSTRUCTOR_SIGN_UP', true),
    singleSignOn: readSingleSignOnConfig(env),
    // Unset, startMockApi decides by the address it listens on.
    qaControls: env.MOCK_QA ? flagFrom(env, 'MOCK_QA', false) : undefined,
  };
}
