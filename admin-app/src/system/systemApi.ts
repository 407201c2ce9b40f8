import type { ApiHealth, ShellHealth } from '@leave/contract';
import { adminApi } from '../api/adminApi';

/**
 * The shell's own `/health`, beside the page the admin workspace runs in: the workspace is
 * always at `<base path>/admin`, so the shell's base path is the address without it.
 */
export function shellHealthUrl(location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname.replace(/\/admin\/?$/, '').replace(/\/$/, '')}/health`;
}

/** What is live: each remote's version (the shell says) and the API's. */
export const systemApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getApiHealth: build.query<ApiHealth, void>({
      query: () => '/health',
    }),
    getShellHealth: build.query<ShellHealth, void>({
      async queryFn() {
        try {
          const response = await fetch(shellHealthUrl(), { cache: 'no-store' });
          if (!response.ok) return { error: { status: response.status, data: null } };
          return { data: (await response.json()) as ShellHealth };
        } catch {
          return { error: { status: 'FETCH_ERROR', error: 'the shell did not answer' } };
        }
      },
    }),
  }),
});

export const { useGetApiHealthQuery, useGetShellHealthQuery } = systemApi;
