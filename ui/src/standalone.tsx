import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteAppProps, Session } from '@leave/contract';
import { GlobalStyle } from './GlobalStyle';

/**
 * Runs a remote on its own, for the team that owns it: a router, a demo session and the API
 * host given at build time (API_HOST, default http://localhost:3001). Sign-in and logout are
 * logged instead of navigating, since the shell is not there.
 */
export function renderStandalone(App: ComponentType<RemoteAppProps>, session: Session | null, apiHost: string) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <GlobalStyle />
      <BrowserRouter>
        <App
          session={session}
          apiHost={apiHost}
          onLogin={(next) => console.info('[standalone] signed in', next)}
          onLogout={() => console.info('[standalone] logged out')}
          onSessionExpired={() => console.info('[standalone] session expired')}
        />
      </BrowserRouter>
    </StrictMode>,
  );
}
