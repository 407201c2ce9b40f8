import type { EndpointBuilder } from '@leave/web-kit/state';
import type { LeaveKindPage } from '@leave/contract';
import { PAGE_SIZE } from '@leave/domain';
import type { apiBaseQuery } from '../apiStore';

/**
 * GET /leaveKinds, for every app that offers or shows kinds of leave: a school has a handful, so
 * one page of the largest size holds them all.
 */
export const leaveKindsEndpoint = <Tags extends string, Path extends string>(
  build: EndpointBuilder<typeof apiBaseQuery, Tags, Path>,
  provides: Tags[] = [],
) =>
  build.query<LeaveKindPage, void>({
    query: () => ({ url: '/leaveKinds', params: { page_size: PAGE_SIZE.max } }),
    providesTags: provides,
  });
