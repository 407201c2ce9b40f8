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
