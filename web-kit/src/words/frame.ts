/**
 * The words of every role's dashboard frame (the greeting, the drawer and its shared views' items,
 * the bell, the profile panel, a failed load): each message's English text under its key, its id
 * the key after `frame.`. Each translated remote's catalogue includes their translation (`frameHi`),
 * as the frame is drawn inside the remote's `Translated`.
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds, Words } from '@leave/ui/i18n';
import type { ProfileWordId } from './profile';

export const frameWords = defineWords('frame', {
  welcome: 'Welcome {name}',
  viewUser: 'View User',
  viewDashboard: 'View Dashboard',
  notifications: 'Notifications',
  changePassword: 'Change Password',
  signedInDevices: 'Signed-in Devices',
  logout: 'Logout',
  menu: 'Menu',
  dashboardMenu: 'Dashboard menu',
  bell: 'Notifications, {unread} unread',
  colours: 'Colours',
  asTheSystem: 'As the system',
  light: 'Light',
  dark: 'Dark',
  notLoaded: 'Your data could not be loaded. {error}',
  tryAgain: 'Try again',
  // A view that did not download (lazyView), or whose version the server no longer has.
  viewNotLoaded:
    'This view could not be shown: part of the page did not download. Check your connection and try again.',
  viewGone:
    'This view could not be shown: this version of the page is no longer on the server. Reload the page to get the current version.',
  reload: 'Reload',
});

/** The profile panel's words: downloaded with the panel (View User), not with the first view. */
export type FrameWordId = WordIds<typeof frameWords> | ProfileWordId;

/** The colour choice's words in the language in use, for `ColourSchemeSwitch`. */
export const colourWordsIn = (intl: Words) => ({
  colours: intl.formatMessage(frameWords.colours),
  system: intl.formatMessage(frameWords.asTheSystem),
  light: intl.formatMessage(frameWords.light),
  dark: intl.formatMessage(frameWords.dark),
});
