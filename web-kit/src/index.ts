export { apiBaseQuery, createApiStore, errorField, errorMessage } from './apiStore';
export type { ApiExtra, StoreableApi } from './apiStore';
export { ApiStoreProvider } from './ApiStoreProvider';
export { LanguageField } from './LanguageField';
export { SignedInStoreProvider } from './SignedInStoreProvider';
export { createSignedInStore } from './signedInStore';
export { useSchemaForm } from './useSchemaForm';
export { ProfileCard } from './ProfileCard';
export { LoadFailure } from './LoadFailure';
export { TranslatedView, ViewLoadState } from './TranslatedView';
export { LeaveHistory } from './LeaveHistory';
export { forcedColoursBorder, SELECTED_MARK } from './calendar/CalendarFrame';
export { CalendarLegend, STATUS_TONES, Swatch } from './calendar/CalendarLegend';
export type { CalendarStatus } from './calendar/CalendarLegend';
export type { DayTone } from './calendar/CalendarFrame';
export { HolidayName, holidaysByDate } from './calendar/HolidayName';
export { monthWindow, weekOf } from './calendar/calendarWindow';
export type { DateWindow } from './calendar/calendarWindow';
export { CsvDownload, saveFile } from './CsvDownload';
export { ChangePasswordForm } from './password/ChangePasswordForm';
export { AuthenticationCodeField } from './password/AuthenticationCodeField';
export { changePasswordEndpoint } from './password/changePasswordEndpoint';
export { leaveKindsEndpoint } from './leaveKinds/leaveKindsEndpoint';
export { attachDocumentsEndpoint, requestDocumentsEndpoint } from './documents/documentEndpoints';
export { AttachDocuments } from './documents/AttachDocuments';
export { DocumentLinks } from './documents/DocumentLinks';
export type { PasswordChanged } from './password/changePasswordEndpoint';
export { useApiHost } from './ApiStoreProvider';
export type { LiveApi } from './ApiStoreProvider';
export { notificationsApi } from './notifications/notificationsApi';
export { NotificationBell } from './notifications/NotificationBell';
export { refreshesBell } from './notifications/refreshesBell';
export { OpenedNotificationContext, useFocusOnOpen, useOpenedNotification } from './notifications/openedNotification';
export type { NotificationTarget } from './notifications/openedNotification';
export {
  CalendarFeedCard,
  ChangePasswordView,
  EmailSettingsCard,
  NotificationsView,
  SignedInDevicesView,
} from './laterViews';
export { lazyView } from './lazyView';
export { RoleDashboard } from './RoleDashboard';
export { useSchoolToday, useSchoolTodayStatus } from './schoolToday/useSchoolToday';
export { useDateFormat } from './schoolToday/useDateFormat';
export { SchoolDate, SchoolDateRange, SchoolDateTime } from './schoolToday/SchoolDates';
export { DateField, TimeField } from './fields/DateField';
export { RiskChip, StatusChip } from './StatusChip';
