import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, REMOTE_NAMES } from '@leave/contract';
import type { RemoteAppProps, RemoteName, RuntimeConfig } from '@leave/contract';

export type RemoteModule = 'App' | 'SignIn' | 'SignUp' | 'AdminSignIn';

export type RemoteLoader = (
  remote: RemoteName,
  module: RemoteModule,
  retry: boolean,
) => Promise<ComponentType<RemoteAppProps>>;

/** Registers every remote from the runtime config; nothing is fetched until a route needs it. */
export function registerAppRemotes(config: RuntimeConfig): RemoteLoader {
  const entry = (name: RemoteName) => ({ name: FEDERATION_NAMES[name], entry: config.remotes[name] });
  registerRemotes(REMOTE_NAMES.map(entry));

  return async (remote, module, retry) => {
    // After a failure the runtime keeps the broken entry; registering again with force clears it.
    if (retry) registerRemotes([entry(remote)], { force: true });
    const loaded = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(
      `${FEDERATION_NAMES[remote]}/${module}`,
    );
    if (!loaded?.default) throw new Error(`${FEDERATION_NAMES[remote]}/${module} did not load`);
    return loaded.default;
  };
}
