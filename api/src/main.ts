/** `npm run api`: the real backend on its own. See README "Configuration". */
import { readApiConfig } from './config';
import { startApi } from './startApi';

const fail = (error: unknown) => {
  console.error(`api could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};

Promise.resolve()
  .then(() => startApi(readApiConfig()))
  .then(({ stop }) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void stop().then(() => process.exit(0)));
    }
  }, fail);
