import { Provider } from '@leave/web-kit/state';
import { BrowserRouter } from '@leave/ui/routing';
import type { RuntimeConfig } from '@leave/contract';
import { GlobalStyle, UndoSeconds, UNDO_SECONDS } from '@leave/ui';
import { Translated } from '@leave/ui/i18n';
import { RuntimeConfigContext } from './config/RuntimeConfigContext';
import type { RemoteLoader } from './remotes/federation';
import { RemoteLoaderContext } from './remotes/RemoteLoaderContext';
import { AppRoutes } from './routes/AppRoutes';
import type { AppStore } from './store';
import { loadWords } from './words/loadWords';

interface AppProps {
  config: RuntimeConfig;
  store: AppStore;
  loadRemote: RemoteLoader;
}

export function App({ config, store, loadRemote }: AppProps) {
  return (
    <Provider store={store}>
      <RuntimeConfigContext.Provider value={config}>
        <RemoteLoaderContext.Provider value={loadRemote}>
          <GlobalStyle />
          {/* ui is one module for the shell and every remote: their Undo windows follow this. */}
          <UndoSeconds.Provider value={config.undoSeconds ?? UNDO_SECONDS}>
            {/* The shell's own words; a remote's are in its own Translated, inside. */}
            <Translated load={loadWords}>
              <BrowserRouter basename={config.basePath || undefined}>
                <AppRoutes />
              </BrowserRouter>
            </Translated>
          </UndoSeconds.Provider>
        </RemoteLoaderContext.Provider>
      </RuntimeConfigContext.Provider>
    </Provider>
  );
}
