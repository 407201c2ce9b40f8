import { lazyView } from './lazyView';

// The shared views no dashboard opens on, each downloaded when it is first shown.
export const NotificationsView = /* #__PURE__ */ lazyView(
  () => import('./notifications/NotificationsView'),
  'NotificationsView',
);
export const ChangePasswordView = /* #__PURE__ */ lazyView(
  () => import('./password/ChangePasswordView'),
  'ChangePasswordView',
);
export const EmailSettingsCard = /* #__PURE__ */ lazyView(
  () => import('./notifications/EmailSettingsCard'),
  'EmailSettingsCard',
);
export const SignedInDevicesView = /* #__PURE__ */ lazyView(
  () => import('./devices/SignedInDevicesView'),
  'SignedInDevicesView',
);
export const ProfileCard = /* #__PURE__ */ lazyView(() => import('./ProfileCard'), 'ProfileCard');
export const CalendarFeedCard = /* #__PURE__ */ lazyView(
  () => import('./notifications/CalendarFeedCard'),
  'CalendarFeedCard',
);
