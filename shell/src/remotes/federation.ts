import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, REMOTE_NAMES } from '@leave/contract';
import type { RemoteAppProps, RemoteModule, RemoteName, RuntimeConfig } from '@leave/contract';
import { loadTimeouts } from './loadTimeouts';
import { previewAsked } from './previewKeys';
import { fallbackLoads } from './fallback';
import { failureReporter } from './failureReports';
import { fellBackInPage, remoteLoaded } from './releaseNotes';
import { settled } from './settled';

export type RemoteLoader = (
  remote: RemoteName,
  module: RemoteModule,
  retry: boolean,
) => Promise<ComponentType<RemoteAppProps>>;

/** Script elements that have run (or failed): their load and error events, caught on the way down. */
const settledScripts = new WeakSet<EventTarget>();
if (typeof document !== 'undefined') {
  const settle = (event: Event) => event.target instanceof HTMLScriptElement && settledScripts.add(event.target);
  document.addEventListener('load', settle, true);
  document.addEventListener('error', settle, true);
}

/** The longest wait for a failed version's scripts still on their way. */
const SETTLE_MS = 3_000;

/**
 * Forgets the chunks a failed version of a remote left in the page. Every version of a remote
 * pushes its chunks into one global array (webpack's `webpackChunk<uniqueName>`), by ids that
 * repeat from version to version, and the federation runtime starts a module's chunks beside its
 * entry: a version whose entry failed may have chunks there, or on their way, that the next
 * version's entry would take for its own. Its scripts still on their way are waited for (they run
 * into the old array), then the array is dropped: the next entry makes a new one.
 */
async function forgetChunks(remote: RemoteName, failedEntry: string) {
  const folder = new URL('.', new URL(failedEntry, window.location.href)).href;
  const pending = [...document.querySelectorAll('script[src]')].filter(
    (script) => (script as HTMLScriptElement).src.startsWith(folder) && !settledScripts.has(script),
  );
  await Promise.race([
    Promise.all(
      pending.map(
        (script) =>
          new Promise((resolve) => {
            script.addEventListener('load', resolve);
            script.addEventListener('error', resolve);
          }),
      ),
    ),
    new Promise((resolve) => setTimeout(resolve, SETTLE_MS)),
  ]);
  delete (globalThis as Record<string, unknown>)[`webpackChunk${FEDERATION_NAMES[remote]}`];
}

/**
 * Registers every remote from the runtime config; nothing is fetched until a route needs it.
 * Each module's load is one cached promise: React's use() must see the same promise on every
 * render, or a render it retries would start a new load and mount the remote afresh. A version
 * the shell's server refused (and had no earlier one for) is refused here without loading. A
 * version that fails to load is replaced by the last one known to work, and reported (fallback.ts,
 * failureReports.ts). A browser that asks for a preview of a remote gets it instead
 * (remotePreview.ts, downloaded only then).
 */
export function registerAppRemotes(config: RuntimeConfig): RemoteLoader {
  const entries = { ...config.remotes };
  const entry = (name: RemoteName) => ({ name: FEDERATION_NAMES[name], entry: entries[name] });
  registerPlugins([loadTimeouts(config, entries)]);
  registerRemotes(REMOTE_NAMES.map(entry));
  let previewing: RemoteName | undefined;
  const preview =
    previewAsked() &&
    import('./remotePreview')
      .then(({ startPreview }) => {
        previewing = startPreview(config, (remote, url) => {
          entries[remote] = url;
          registerRemotes([entry(remote)], { force: true });
        });
      })
      .catch(() => undefined);
  const loads = new Map<string, Promise<ComponentType<RemoteAppProps>>>();
  // Only the shell's own server (the one that says which versions are live) takes reports: a
  // shell served as plain files, as by the deployment recipe's nginx, has nobody to tell.
  const report = config.releases ? failureReporter(config.basePath) : () => false;
  const withFallback = fallbackLoads({
    register: async (remote, url) => {
      await forgetChunks(remote, entries[remote]);
      entries[remote] = url;
      registerRemotes([entry(remote)], { force: true });
    },
    report,
    fellBack: fellBackInPage,
  });

  const load = async (remote: RemoteName, module: RemoteModule) => {
    if (preview) await preview;
    const live = config.releases?.[remote];
    const mount = async () => {
      // The gate's refusal holds for the refused version only, not for a fallback registered since.
      const refused = live?.refused?.version === live?.version ? live?.refused : undefined;
      if (live && refused && remote !== previewing && entries[remote] === config.remotes[remote]) {
        const { RemoteRefused } = await import('./remoteRefused');
        throw new RemoteRefused(remote, live.version, refused.reason);
      }
      const id = `${FEDERATION_NAMES[remote]}/${module}`;
      const loaded = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(id);
      if (!loaded?.default) throw new Error(`${id} did not load`);
      return loaded.default;
    };
    // A preview is the team's own build in one browser: no fallback and no report.
    const component =
      remote === previewing ? await mount() : await withFallback(remote, live, config.remotes[remote], mount);
    remoteLoaded(remote);
    return component;
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
      promise = settled(load(remote, module));
      loads.set(key, promise);
    }
    return promise;
  };
}
