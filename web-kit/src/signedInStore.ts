import { createApiStore } from './apiStore';
import type { StoreableApi } from './apiStore';
import { devicesApi } from './devices/devicesApi';
import { notificationsApi } from './notifications/notificationsApi';
import { schoolTodayApi } from './schoolToday/schoolTodayApi';

/**
 * The apis every signed-in role's app has beside its own: notifications, devices and the
 * school's today. Not in the sign-in pages' store, so that their code is not downloaded there.
 */
const SIGNED_IN_APIS = [notificationsApi, devicesApi, schoolTodayApi] as unknown as StoreableApi[];

/** A signed-in role's store: its own api and the ones every role's app shares. */
export const createSignedInStore = (api: StoreableApi, apiHost: string, onUnauthorized?: () => void) =>
  createApiStore(api, apiHost, onUnauthorized, SIGNED_IN_APIS);
