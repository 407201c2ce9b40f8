import { useSyncExternalStore } from 'react';
import type { RemoteName } from '@leave/contract';
import type { PreviewState } from './previewKeys';

/** What the page has to say about the remotes' versions (ReleaseNotices shows it). */
export interface ReleaseNotes {
  /** This browser's preview of a remote, or its refusal. */
  preview: PreviewState;
  /** Remotes this tab loaded that have a newer live version. */
  newer: RemoteName[];
  /** Remotes this tab loaded: only those can be out of date. */
  loaded: RemoteName[];
  /** Remotes whose version did not load in this tab and are shown in the last version known to work. */
  fellBack: RemoteName[];
}

let notes: ReleaseNotes = { preview: null, newer: [], loaded: [], fellBack: [] };
const listeners = new Set<() => void>();

function update(change: Partial<ReleaseNotes>) {
  notes = { ...notes, ...change };
  listeners.forEach((listener) => listener());
}

export const previewed = (preview: PreviewState) => update({ preview });
export const newerLive = (newer: RemoteName[]) => update({ newer });
/** Told by the remote loader as each remote's module arrives. */
export const remoteLoaded = (remote: RemoteName) =>
  notes.loaded.includes(remote) || update({ loaded: [...notes.loaded, remote] });
/** Told by the remote loader when a remote is shown in its fallback version. */
export const fellBackInPage = (remote: RemoteName) =>
  notes.fellBack.includes(remote) || update({ fellBack: [...notes.fellBack, remote] });
export const currentNotes = () => notes;

export function useReleaseNotes(): ReleaseNotes {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentNotes);
}
