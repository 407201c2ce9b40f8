import { parseRuntimeConfig, REMOTE_NAMES } from '@leave/contract';
import type { RemoteName, RuntimeConfig } from '@leave/contract';
import { currentNotes } from './releaseNotes';

/** The remotes this tab loaded whose live version has changed since it was opened. */
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

/** Asks `config.json` which versions are live now: the remotes this tab runs an older one of. */
export async function newerRemotes(opened: RuntimeConfig): Promise<RemoteName[]> {
  const response = await fetch(`${opened.basePath}/config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const now = parseRuntimeConfig(await response.json());
  const { preview, loaded } = currentNotes();
  return changedRemotes(
    opened,
    now,
    new Set(loaded),
    preview && 'preview' in preview ? preview.preview.remote : undefined,
  );
}
