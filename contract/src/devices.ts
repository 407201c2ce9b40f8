import type { PageInfo, PageRequest } from './types';

/** One signed-in session of the user, as their "Signed-in devices" list shows it. */
export interface SignedInDevice {
  /** Names the session to sign it out; not its token, from which it cannot be worked back. */
  device_id: string;
  /** The browser and system it signed in from ("Chrome on Linux"), or "Unknown device". */
  device: string;
  /** The address it signed in from, as the server saw it. */
  client_ip: string;
  /** Instants, ISO 8601. */
  signed_in_at: string;
  last_seen_at: string;
  /** Whether it is the session that asked. */
  current: boolean;
}

/** GET /signedInDevices: the most recently seen first. */
export type SignedInDevicesQuery = PageRequest;

export interface SignedInDevicePage extends PageInfo {
  items: SignedInDevice[];
}

/** POST /signOutDevice. */
export interface SignOutDevice {
  device_id: string;
}
