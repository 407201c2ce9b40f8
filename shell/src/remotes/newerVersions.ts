import { useEffect, useState } from 'react';
import { parseRuntimeConfig, REMOTE_NAMES, VIEW_NOT_DOWNLOADED_EVENT } from '@leave/contract';
import type { RemoteName, RuntimeConfig } from '@leave/contract';
import { loadedRemotes } from './releaseNotes';
import { pagePreview } from './remotePreview';

/** How often an open tab asks which versions are live, besides when it is shown again. */
export const CHECK_EVERY_MS = 5 * 60_000;

/** The remotes this tab loaded whose live version has changed since the tab was opened. */
export function changedRemotes(
  opened: RuntimeConfig,
  now: RuntimeConfig,
  loaded: ReadonlySet<RemoteName>,
  previewed?: RemoteName,
) {
  return REMOTE_NAMES.filter(
    (name) => loaded.has(name) && name !== previewed && now.remotes[name] !== opened.remotes[name],
  );
}

/**
 * Which remotes have a newer live version than this tab runs. The tab keeps working on its own
 * version (its files stay on the server); it asks `config.json` when it is shown again, every
 * few minutes and when a view's code did not download, never before the first paint.
 */
export function useNewerVersions(opened: RuntimeConfig): RemoteName[] {
  const [newer, setNewer] = useState<RemoteName[]>([]);
  useEffect(() => {
    let stopped = false;
    const preview = pagePreview(opened);
    const previewed = preview && 'preview' in preview ? preview.preview.remote : undefined;
    const check = async () => {
      try {
        const response = await fetch(`${opened.basePath}/config.json`, { cache: 'no-store' });
        if (!response.ok || stopped) return;
        const now = parseRuntimeConfig(await response.json());
        if (!stopped) setNewer(changedRemotes(opened, now, loadedRemotes(), previewed));
      } catch {
        // Asked again later.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = setInterval(() => void check(), CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(VIEW_NOT_DOWNLOADED_EVENT, onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(VIEW_NOT_DOWNLOADED_EVENT, onVisible);
    };
  }, [opened]);
  return newer;
}
