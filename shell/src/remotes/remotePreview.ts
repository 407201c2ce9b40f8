import { registerPlugins } from '@module-federation/enhanced/runtime';
import { previewOriginAllowed, REMOTE_NAMES } from '@leave/contract';
import type { RemoteName, RuntimeConfig } from '@leave/contract';
import { PREVIEW_KEY, PREVIEW_PARAM } from './previewKeys';
import type { PreviewState, RemotePreview } from './previewKeys';
import { releaseGate } from './releaseGate';
import { previewed } from './releaseNotes';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What `?remote-preview=` or the stored preview asks for, checked against the allowed origins. */
export function readPreview(config: RuntimeConfig, search = window.location.search): PreviewState {
  const asked = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (asked === 'off') {
    storage()?.removeItem(PREVIEW_KEY);
    return null;
  }
  const wanted = asked ?? storage()?.getItem(PREVIEW_KEY);
  if (!wanted) return null;
  const state = parsePreview(config, wanted);
  if ('preview' in state) storage()?.setItem(PREVIEW_KEY, wanted);
  else storage()?.removeItem(PREVIEW_KEY);
  return state;
}

export function parsePreview(config: RuntimeConfig, wanted: string): { preview: RemotePreview } | { refused: string } {
  const match = /^([a-z]+)([@=])(.+)$/.exec(wanted);
  const remote = REMOTE_NAMES.find((name) => name === match?.[1]);
  if (!match || !remote) {
    return { refused: `The preview "${wanted}" is not understood: write student@<version> or student=<manifest URL>.` };
  }
  const allowed = config.overrideOrigins;
  if (!allowed?.length) return { refused: 'Previews of a remote are turned off on this server.' };
  let entry: string;
  if (match[2] === '@') {
    if (!/^\d+\.\d+\.\d+-[A-Za-z0-9.+-]+$/.test(match[3]!)) {
      return { refused: `"${match[3]}" is not a version name.` };
    }
    // A kept version, beside the live one (or beside the plain build when none is live).
    const root = new URL(config.releases?.[remote] ? '..' : '.', config.remotes[remote]);
    entry = new URL(`${match[3]}/mf-manifest.json`, root).href;
  } else {
    try {
      entry = new URL(match[3]!).href;
    } catch {
      return { refused: `The preview address "${match[3]}" is not a URL.` };
    }
  }
  if (!previewOriginAllowed(allowed, new URL(entry).origin)) {
    return { refused: `Previews from ${new URL(entry).origin} are not allowed on this server.` };
  }
  return { preview: { remote, entry, ...(match[2] === '@' ? { version: match[3] } : {}) } };
}

/** Ends this browser's preview (on its next page load). */
export function endPreview() {
  storage()?.removeItem(PREVIEW_KEY);
}

/**
 * Starts this page's preview, if the browser asks for one it may have: the gate checks the
 * previewed manifest in the page (the server has not), and `register` points the remote at it.
 * Returns the remote previewed.
 */
export function startPreview(config: RuntimeConfig, register: (remote: RemoteName, entry: string) => void) {
  const state = readPreview(config);
  previewed(state);
  if (!state || !('preview' in state)) return undefined;
  registerPlugins([releaseGate()]);
  register(state.preview.remote, state.preview.entry);
  return state.preview.remote;
}
