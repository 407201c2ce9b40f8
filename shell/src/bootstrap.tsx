import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  applyColourScheme,
  applyLanguage,
  GlobalStyle,
  Loading,
  PageMain,
  readColourScheme,
  readLanguage,
  setSchoolLanguage,
} from '@leave/ui';
import { preloadWords } from '@leave/ui/i18n';
import { firstRemote, ROLE_REMOTE } from '@leave/contract';
import { hasEarlyResponse } from '@leave/web-kit/firstViews';
import { App } from './App';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { PageLayout } from './layout/Frame';
import { registerAppRemotes } from './remotes/federation';
import { fetchServerSession } from './session/serverSession';
import { readStoredSession, writeStoredSession } from './session/sessionStorage';
import { makeStore } from './store';
import { loadWords } from './words/loadWords';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
const root = createRoot(container);
// The colours this browser chose (light or dark), before anything is drawn in them.
applyColourScheme(readColourScheme());
// The language this browser chose, and then (with the configuration) the school's for one that has not.
applyLanguage(readLanguage());

// Something to see at once, while the configuration and the session are checked.
root.render(
  <>
    <GlobalStyle />
    <PageLayout signedIn={readStoredSession() !== null}>
      <PageMain>
        <Loading />
      </PageMain>
    </PageLayout>
  </>,
);

async function start() {
  const config = await loadRuntimeConfig();
  if (config.language) setSchoolLanguage(config.language);
  // In a language other than English, the shell's words and the message library load beside the
  // session check, so the app is drawn in that language at once (nothing for English); awaited below.
  void preloadWords(loadWords, readLanguage());
  const loadRemote = registerAppRemotes(config);
  const sessionAskedEarly = hasEarlyResponse(`${config.apiHost}/session`);
  // The likely first screen loads beside the session check (a wrong guess costs one download);
  // when the page asked for the session as it was parsed, its answer is usually in by now, and
  // the screen is chosen by it instead.
  const guess = () => loadRemote(...firstRemote(window.location.pathname, readStoredSession()?.role), false);
  if (!sessionAskedEarly) guess().catch(() => undefined);
  // The server's word on who is signed in wins; without an answer the tab's stands. It names the
  // account's language too, used on a browser where nobody chose one (after a school-account sign-in).
  const fromServer = await fetchServerSession(config.apiHost);
  const known = fromServer !== undefined && fromServer !== 'unreachable';
  const session = known ? fromServer : readStoredSession();
  writeStoredSession(session);
  const serverUnreachable = fromServer === 'unreachable';
  // The signed-in person's dashboard is rendered once its code is in (the page's start-up screen
  // shows meanwhile), so it mounts at once instead of behind a fallback React would keep up for
  // its reveal throttle. A failed load is the remote's error boundary's to show.
  if (session) await loadRemote(ROLE_REMOTE[session.role], 'App', false).catch(() => undefined);
  else if (sessionAskedEarly) guess().catch(() => undefined);
  // The words loading above, or the account's if the session check just chose it (its files are the
  // ones already on their way when the language is the same).
  await preloadWords(loadWords, readLanguage());
  return { config, loadRemote, store: makeStore({ session: { current: session, serverUnreachable } }) };
}

start().then(
  ({ config, loadRemote, store }) => {
    // As a transition, React renders the app in slices between which the browser can answer the
    // person (a phone's main thread is not blocked for the whole first render), keeping the
    // start-up screen until the app is ready.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App config={config} store={store} loadRemote={loadRemote} />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => {
    console.error('Cannot start: the runtime configuration is unusable.', error);
    root.unmount();
    container.textContent = `Leave Management cannot start: its configuration could not be loaded (${
      error instanceof Error ? error.message : String(error)
    }). Please contact your administrator.`;
  },
);
