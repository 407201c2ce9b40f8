import {
  languageChoiceSchema,
  messageSchema,
  saidMessageSchema,
  messages,
  notificationPageSchema,
  notificationSettingsAnswerSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  notificationsReadSchema,
  pageInfo,
  pageWindow,
  readNotificationsSchema,
  refusal,
} from '@leave/domain';
import type { Recipient, Session } from '@leave/contract';
import { defineEndpoint, ok, refused } from '../endpoint';

export const recipientOf = (session: Session): Recipient => ({ role: session.role, user_id: session.user_id });

export const notifications = defineEndpoint({
  method: 'GET',
  path: '/notifications',
  summary: "One page of the signed-in user's notifications, newest first, with how many are unread",
  tag: 'notifications',
  access: 'signed in',
  query: notificationsQuerySchema,
  responses: { 200: notificationPageSchema },
  async handle({ store, session, query }) {
    const { items, total, unread } = await store.notifications.page(recipientOf(session), pageWindow(query));
    return ok({ items, unread, ...pageInfo(total, query) });
  },
});

export const readNotifications = defineEndpoint({
  method: 'POST',
  path: '/readNotifications',
  summary: "Marks some of the signed-in user's notifications read (others' ids are ignored), or all of them",
  tag: 'notifications',
  access: 'signed in',
  body: readNotificationsSchema,
  responses: { 200: notificationsReadSchema },
  async handle({ store, session, body }) {
    const ids = body.all ? ('all' as const) : (body.notification_ids ?? []);
    const recipient = recipientOf(session);
    const unreadBefore = (await store.notifications.page(recipient, { offset: 0, limit: 1 })).unread;
    const unread = await store.notifications.markRead(recipient, ids);
    return ok({ ...messages.notificationsRead(unreadBefore - unread), unread });
  },
});

export const saveLanguage = defineEndpoint({
  method: 'POST',
  path: '/saveLanguage',
  summary:
    'Sets the language the signed-in user reads the pages and their notifications’ emails in; sign-in and GET /session answer it from then on',
  tag: 'notifications',
  access: 'signed in',
  body: languageChoiceSchema,
  responses: { 200: messageSchema },
  async handle({ store, session, body }) {
    const saved = await store.users.setLanguage(session.role, session.user_id, body.language);
    if (!saved) return refused(refusal(404, messages.signInToContinue));
    return ok({ message: messages.languageSaved.message });
  },
});

export const notificationSettings = defineEndpoint({
  method: 'GET',
  path: '/notificationSettings',
  summary: 'Where the signed-in user’s email notifications go, and whether they are on',
  tag: 'notifications',
  access: 'signed in',
  responses: { 200: notificationSettingsAnswerSchema },
  async handle({ store, session }) {
    const contact = await store.users.contact(session.role, session.user_id);
    if (!contact) return refused(refusal(404, messages.signInToContinue));
    return ok(contact);
  },
});

export const saveNotificationSettings = defineEndpoint({
  method: 'POST',
  path: '/saveNotificationSettings',
  summary: 'Sets the signed-in user’s email address for notifications and turns them on or off',
  tag: 'notifications',
  access: 'signed in',
  body: notificationSettingsSchema,
  responses: { 200: saidMessageSchema },
  async handle({ store, session, body }) {
    const saved = await store.users.setContact(session.role, session.user_id, body);
    if (!saved) return refused(refusal(404, messages.signInToContinue));
    return ok(messages.notificationSettingsSaved);
  },
});
