import type { EndpointBuilder } from '@leave/web-kit/state';
import type { LeaveKindPage } from '@leave/contract';
import { PAGE_SIZE } from '@leave/domain';
import type { apiBaseQuery } from '../apiStore';

/** GET /leaveKinds' query: a school has a handful of kinds, so one page of the largest size holds them all. */
export const LEAVE_KINDS_QUERY = { page_size: PAGE_SIZE.max } as const;

/** GET /leaveKinds, for every app that offers or shows kinds of leave. */
export const leaveKindsEndpoint = <Tags extends string, Path extends string>(
  build: EndpointBuilder<typeof apiBaseQuery, Tags, Path>,
  provides: Tags[] = [],
) =>
  build.query<LeaveKindPage, void>({
    query: () => ({ url: '/leaveKinds', params: LEAVE_KINDS_QUERY }),
    providesTags: provides,
  });
