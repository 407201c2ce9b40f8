import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { registerAppRemotes } from './remotes/federation';
import { fetchServerSession } from './session/serverSession';
import { readStoredSession, writeStoredSession } from './session/sessionStorage';
import { makeStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

async function start() {
  const config = await loadRuntimeConfig();
  // The server's word on who is signed in wins; a backend without sessions leaves the tab's.
  const fromServer = await fetchServerSession(config.apiHost);
  const session = fromServer === undefined ? readStoredSession() : fromServer;
  writeStoredSession(session);
  return { config, store: makeStore({ session: { current: session } }) };
}

start().then(
  ({ config, store }) => {
    createRoot(container).render(
      <StrictMode>
        <App config={config} store={store} loadRemote={registerAppRemotes(config)} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Cannot start: the runtime configuration is unusable.', error);
    container.textContent = `Leave Management cannot start: its configuration could not be loaded (${
      error instanceof Error ? error.message : String(error)
    }). Please contact your administrator.`;
  },
);
