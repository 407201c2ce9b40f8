import type { RemoteName } from '@leave/contract';

/** Where this browser keeps its preview of a remote (per browser, as import-map-overrides does). */
export const PREVIEW_KEY = 'leave.remotePreview';
/** `?remote-preview=student@<version>` or `student=<manifest URL>`; `?remote-preview=off` ends it. */
export const PREVIEW_PARAM = 'remote-preview';

/**
 * Whether this page asks for a preview: only then is the code that reads one downloaded, so a
 * page without one carries none of it.
 */
export function previewAsked(): boolean {
  try {
    return window.location.search.includes(`${PREVIEW_PARAM}=`) || Boolean(window.localStorage.getItem(PREVIEW_KEY));
  } catch {
    return false;
  }
}

export interface RemotePreview {
  remote: RemoteName;
  /** The manifest this browser loads instead of the live one. */
  entry: string;
  /** The kept version, when the preview names one. */
  version?: string;
}

export type PreviewState = { preview: RemotePreview } | { refused: string } | null;
