import {
  messages,
  saidMessageSchema,
  pageInfo,
  pageWindow,
  refusal,
  signedInDevicePageSchema,
  signedInDevicesQuerySchema,
  signOutDeviceSchema,
} from '@leave/domain';
import type { Session } from '@leave/contract';
import { audit } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import { hashToken } from '../sessions';

const targetOf = (session: Session) => `${session.role} ${session.user_id}`;

export const signedInDevices = defineEndpoint({
  method: 'GET',
  path: '/signedInDevices',
  summary:
    "One page of the signed-in user's sessions (browser and system, address, when signed in and last seen), the most recently seen first; the one that asks is marked current",
  tag: 'auth',
  access: 'signed in',
  query: signedInDevicesQuerySchema,
  responses: { 200: signedInDevicePageSchema },
  async handle({ store, session, sessionToken, query }) {
    const current = sessionToken ? hashToken(sessionToken) : undefined;
    const { items, total } = await store.sessions.listOf(session.role, session.user_id, pageWindow(query));
    return ok({
      items: items.map(({ token_hash, device_id, device, client_ip, created_at, last_seen_at }) => ({
        device_id,
        device,
        client_ip,
        signed_in_at: created_at,
        last_seen_at,
        current: token_hash === current,
      })),
      ...pageInfo(total, query),
    });
  },
});

export const signOutDevice = defineEndpoint({
  method: 'POST',
  path: '/signOutDevice',
  summary:
    "Signs out one of the signed-in user's sessions (its live updates end at once); signing out the current one also clears its cookie. 404 if no session of theirs goes by that id",
  tag: 'auth',
  access: 'signed in',
  body: signOutDeviceSchema,
  responses: { 200: saidMessageSchema },
  async handle({ store, session, sessionToken, clientIp, body }) {
    const device = await store.sessions.deviceOf(session.role, session.user_id, body.device_id);
    if (!device) return refused(refusal(404, messages.noSuchDevice, 'device_id'));
    await store.sessions.delete(device.token_hash);
    await audit(store, { session, clientIp }, 'device signed out', targetOf(session), {
      before: { device: device.device, client_ip: device.client_ip },
    });
    const current = sessionToken !== undefined && hashToken(sessionToken) === device.token_hash;
    return {
      ...ok(messages.deviceSignedOut(device.device)),
      ...(current ? { sessionCookie: 'clear' } : {}),
    };
  },
});

export const signOutEverywhere = defineEndpoint({
  method: 'POST',
  path: '/signOutEverywhere',
  summary:
    "Ends every session of the signed-in user, this one included, and their live updates; clears this browser's cookie",
  tag: 'auth',
  access: 'signed in',
  responses: { 200: saidMessageSchema },
  async handle({ store, session, clientIp }) {
    const ended = await store.sessions.endAllOf(session.role, session.user_id);
    await audit(store, { session, clientIp }, 'signed out everywhere', targetOf(session), {
      after: { sessions: ended },
    });
    return { ...ok(messages.signedOutEverywhere(ended)), sessionCookie: 'clear' };
  },
});
