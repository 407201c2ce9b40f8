/**
 * Signed-in Devices' words (the view every role's dashboard has): each message's English text
 * under its key, its id the key after `devices.`. Each role's catalogue includes their translation
 * (`devicesHi`), as the view is drawn inside the remote's `Translated`; its pager says `pager`'s.
 * The server's answers (a device signed out) and its refusal are said by their codes
 * (`DEVICES_SERVER_CODES`).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const devicesWords = defineWords('devices', {
  title: 'Signed-in Devices',
  about:
    'Where your account is signed in. Sign out a device you do not recognise, then change your password. A device is also signed out after a while without use.',
  list: 'Signed-in devices, most recently seen first',
  unknownDevice: 'Unknown device',
  thisDevice: ' (this device)',
  thisDeviceNamed: '{device} (this device)',
  seen: 'From {address} · signed in {signedIn} · last seen {lastSeen}',
  unknownAddress: 'an unknown address',
  signOut: 'Sign out',
  signOutDevice: 'Sign out {device}, last seen {lastSeen}',
  pages: 'Device pages',
  signOutEverywhere: 'Sign out everywhere',
});

export type DevicesWordId = WordIds<typeof devicesWords>;

/** The server's answers to a sign-out and its refusal, said by their code (docs/translating.md). */
export const DEVICES_SERVER_CODES = ['api.deviceSignedOut', 'api.signedOutEverywhere', 'api.noSuchDevice'] as const;

export type DevicesServerCode = (typeof DEVICES_SERVER_CODES)[number];
