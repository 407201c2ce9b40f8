import type { Session } from './types';

/** The one interface between the shell and every remote app. */
export interface RemoteAppProps {
  /** Who is signed in, or null. */
  session: Session | null;
  /** Origin of the backend every call goes to. */
  apiHost: string;
  /** A remote that signs someone in hands the session to the shell, which navigates by role. */
  onLogin: (session: Session) => void;
  /** Ends the session; the shell returns to the sign-in page. */
  onLogout: () => void;
  /** The server says the session is gone (401): the shell says so and returns to sign-in. */
  onSessionExpired: () => void;
}

/**
 * The window event a remote's view sends when its code did not download, so that the shell asks
 * at once whether a newer version is live (web-kit's lazyView sends it, the shell listens).
 */
export const VIEW_NOT_DOWNLOADED_EVENT = 'leave:view-not-downloaded';
