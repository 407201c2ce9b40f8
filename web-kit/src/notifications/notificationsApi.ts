import { createApi } from '@leave/web-kit/state';
import type {
  CalendarFeedCreated,
  CalendarFeedStatus,
  SaidResponse,
  NotificationPage,
  NotificationSettings,
  NotificationsQuery,
  NotificationsRead,
  ReadNotifications,
} from '@leave/contract';
import { apiBaseQuery } from '../apiBaseQuery';

/** The bell, the Notifications view, calendar addresses and email settings: the same in every role's app. */
export const notificationsApi = createApi({
  reducerPath: 'notificationsApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Notifications', 'CalendarFeed', 'NotificationSettings'],
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage, NotificationsQuery>({
      query: (params) => ({ url: '/notifications', params }),
      providesTags: ['Notifications'],
    }),
    readNotifications: build.mutation<NotificationsRead, ReadNotifications>({
      query: (body) => ({ url: '/readNotifications', method: 'POST', body }),
      invalidatesTags: ['Notifications'],
    }),
    getCalendarFeed: build.query<CalendarFeedStatus, void>({
      query: () => ({ url: '/calendarFeed' }),
      providesTags: ['CalendarFeed'],
    }),
    createCalendarFeed: build.mutation<CalendarFeedCreated, void>({
      query: () => ({ url: '/createCalendarFeed', method: 'POST', body: {} }),
      invalidatesTags: ['CalendarFeed'],
    }),
    revokeCalendarFeed: build.mutation<SaidResponse, void>({
      query: () => ({ url: '/revokeCalendarFeed', method: 'POST', body: {} }),
      invalidatesTags: ['CalendarFeed'],
    }),
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => ({ url: '/notificationSettings' }),
      providesTags: ['NotificationSettings'],
    }),
    saveNotificationSettings: build.mutation<SaidResponse, NotificationSettings>({
      query: (body) => ({ url: '/saveNotificationSettings', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['NotificationSettings']),
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useReadNotificationsMutation,
  useGetCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} = notificationsApi;

/** How many notifications the bell's view shows a page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
