import { useSyncExternalStore } from 'react';
import type { RemoteName } from '@leave/contract';

/** A live version the gate refused, and the earlier version mounted instead. */
export interface FallbackNote {
  remote: RemoteName;
  /** The refusal, naming the remote, the version and why. */
  refused: string;
  /** The version mounted instead. */
  version: string;
}

let notes: FallbackNote[] = [];
const listeners = new Set<() => void>();

/** Told by the remote loader when it mounted an earlier version; shown by ReleaseNotices. */
export function fellBack(note: FallbackNote) {
  notes = [...notes.filter((known) => known.remote !== note.remote), note];
  listeners.forEach((listener) => listener());
}

export function useFallbackNotes(): FallbackNote[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notes,
  );
}

const loaded = new Set<RemoteName>();

/** Told by the remote loader as each remote's module arrives: only those can be out of date. */
export function remoteLoaded(remote: RemoteName) {
  loaded.add(remote);
}

export const loadedRemotes = (): ReadonlySet<RemoteName> => loaded;
