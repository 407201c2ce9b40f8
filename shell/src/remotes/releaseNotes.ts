import { useSyncExternalStore } from 'react';
import type { RemoteName } from '@leave/contract';
import type { PreviewState } from './remotePreview';

/** A live version the gate refused, and the earlier version mounted instead. */
export interface FallbackNote {
  remote: RemoteName;
  /** The refusal, naming the remote, the version and why. */
  refused: string;
  /** The version mounted instead. */
  version: string;
}

/** What the page has to say about the remotes' versions (ReleaseNotices shows it). */
export interface ReleaseNotes {
  /** This browser's preview of a remote, or its refusal. */
  preview: PreviewState;
  fallbacks: FallbackNote[];
  /** Remotes this tab loaded that have a newer live version. */
  newer: RemoteName[];
}

let notes: ReleaseNotes = { preview: null, fallbacks: [], newer: [] };
const listeners = new Set<() => void>();

function update(change: Partial<ReleaseNotes>) {
  notes = { ...notes, ...change };
  listeners.forEach((listener) => listener());
}

/** Told by the remote loader when it mounted an earlier version. */
export const fellBack = (note: FallbackNote) =>
  update({ fallbacks: [...notes.fallbacks.filter((known) => known.remote !== note.remote), note] });
export const previewed = (preview: PreviewState) => update({ preview });
export const newerLive = (newer: RemoteName[]) => update({ newer });
export const currentNotes = () => notes;

export function useReleaseNotes(): ReleaseNotes {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentNotes);
}

const loaded = new Set<RemoteName>();

/** Told by the remote loader as each remote's module arrives: only those can be out of date. */
export function remoteLoaded(remote: RemoteName) {
  loaded.add(remote);
}

export const loadedRemotes = (): ReadonlySet<RemoteName> => loaded;
