import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@leave/ui/routing';
import type { RemoteAppProps, Session } from '@leave/contract';
import { DEMO_ACCOUNTS, DEMO_ROLES } from '@leave/config';
import { applyColourScheme, GlobalStyle, readColourScheme } from '@leave/ui';

type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** Signs in as the demo account of a role, so the API sets its session cookie. */
async function signInAsDemo(role: DemoRole, apiHost: string): Promise<Session> {
  const account = DEMO_ACCOUNTS[role];
  const credentials = { user_id: account.id, passwd: account.password, role: DEMO_ROLES[role] };
  const response = await fetch(`${apiHost}/userVerify`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`the demo ${role} could not sign in at ${apiHost} (${response.status})`);
  return { user_id: account.id, role: credentials.role, name: account.name };
}

/**
 * Runs a remote on its own, for the team that owns it: a router, signed in as a demo account
 * (or nobody) at the API host given at build time (API_HOST, default http://localhost:3001).
 * Sign-in and logout are logged instead of navigating, since the shell is not there.
 */
export async function renderStandalone(App: ComponentType<RemoteAppProps>, as: DemoRole | null, apiHost: string) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from index.html');
  applyColourScheme(readColourScheme());
  const session = as ? await signInAsDemo(as, apiHost) : null;
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
