import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, REMOTE_NAMES } from '@leave/contract';
import type { RemoteAppProps, RemoteName, RuntimeConfig } from '@leave/contract';

export type RemoteModule = 'App' | 'SignIn' | 'SignUp' | 'AdminSignIn' | 'SchoolAccountProblem';

export type RemoteLoader = (
  remote: RemoteName,
  module: RemoteModule,
  retry: boolean,
) => Promise<ComponentType<RemoteAppProps>>;

/**
 * Registers every remote from the runtime config; nothing is fetched until a route needs it.
 * Each module's load is one cached promise: React's use() must see the same promise on every
 * render, or a render it retries would start a new load and mount the remote afresh.
 */
export function registerAppRemotes(config: RuntimeConfig): RemoteLoader {
  const entry = (name: RemoteName) => ({ name: FEDERATION_NAMES[name], entry: config.remotes[name] });
  registerRemotes(REMOTE_NAMES.map(entry));
  const loads = new Map<string, Promise<ComponentType<RemoteAppProps>>>();

  const load = async (remote: RemoteName, module: RemoteModule) => {
    const loaded = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(
      `${FEDERATION_NAMES[remote]}/${module}`,
    );
    if (!loaded?.default) throw new Error(`${FEDERATION_NAMES[remote]}/${module} did not load`);
    return loaded.default;
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
