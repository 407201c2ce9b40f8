import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { registerAppRemotes } from './remotes/federation';
import { makeStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

loadRuntimeConfig().then(
  (config) => {
    createRoot(container).render(
      <StrictMode>
        <App config={config} store={makeStore()} loadRemote={registerAppRemotes(config)} />
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
