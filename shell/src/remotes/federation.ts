import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, REMOTE_NAMES } from '@leave/contract';
import type { RemoteAppProps, RemoteName, RuntimeConfig } from '@leave/contract';
import { LOAD_TIMEOUT_MS, patientFetch, within } from './loadTimeouts';
import { previewAsked } from './previewKeys';
import { releaseGate, RemoteRefused } from './releaseGate';
import { fellBack, previewed, remoteLoaded } from './releaseNotes';

export type RemoteModule = 'App' | 'SignIn' | 'SignUp' | 'AdminSignIn';

export type RemoteLoader = (
  remote: RemoteName,
  module: RemoteModule,
  retry: boolean,
) => Promise<ComponentType<RemoteAppProps>>;

const remoteOf = (federationName: string) => REMOTE_NAMES.find((name) => FEDERATION_NAMES[name] === federationName);

/**
 * Registers every remote from the runtime config; nothing is fetched until a route needs it.
 * Each module's load is one cached promise: React's use() must see the same promise on every
 * render, or a render it retries would start a new load and mount the remote afresh. A manifest
 * the gate refuses is replaced by the remote's last compatible version when the server named
 * one; a load that takes too long fails, to be retried. A browser that asks for a preview of a
 * remote gets it instead of the live one (remotePreview.ts, downloaded only then).
 */
export function registerAppRemotes(config: RuntimeConfig): RemoteLoader {
  const entries = { ...config.remotes };
  const entry = (name: RemoteName) => ({ name: FEDERATION_NAMES[name], entry: entries[name] });
  registerPlugins([releaseGate(remoteOf), { name: 'leave-patient-fetch', fetch: patientFetch }]);
  registerRemotes(REMOTE_NAMES.map(entry));
  const preview =
    previewAsked() &&
    import('./remotePreview')
      .then(({ readPreview }) => {
        const state = readPreview(config);
        previewed(state);
        if (state && 'preview' in state) {
          entries[state.preview.remote] = state.preview.entry;
          registerRemotes([entry(state.preview.remote)], { force: true });
        }
      })
      .catch(() => undefined);
  const loads = new Map<string, Promise<ComponentType<RemoteAppProps>>>();

  const loadModule = async (remote: RemoteName, module: RemoteModule) => {
    const id = `${FEDERATION_NAMES[remote]}/${module}`;
    const loaded = await within(loadRemote<{ default: ComponentType<RemoteAppProps> }>(id), LOAD_TIMEOUT_MS, id);
    if (!loaded?.default) throw new Error(`${id} did not load`);
    remoteLoaded(remote);
    return loaded.default;
  };

  const load = async (remote: RemoteName, module: RemoteModule) => {
    if (preview) await preview;
    try {
      return await loadModule(remote, module);
    } catch (error) {
      const fallback = config.releases?.[remote]?.fallback;
      if (!(error instanceof RemoteRefused) || !fallback || entries[remote] === fallback.entry) throw error;
      entries[remote] = fallback.entry;
      registerRemotes([entry(remote)], { force: true });
      fellBack({ remote, refused: error.sentence, version: fallback.version });
      return loadModule(remote, module);
    }
  };

  return (remote, module, retry) => {
    const key = `${remote}/${module}`;
    if (retry) {
      // After a failure the runtime keeps the broken entry; registering again with force clears it.
      registerRemotes([entry(remote)], { force: true });
      loads.delete(key);
    }
    let promise = loads.get(key);
    if (!promise) {
      promise = load(remote, module);
      loads.set(key, promise);
    }
    return promise;
  };
}
