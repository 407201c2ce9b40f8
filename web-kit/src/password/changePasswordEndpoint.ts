import type { EndpointBuilder } from '@leave/web-kit/state';
import type { PasswordChange, SaidResponse, Session } from '@leave/contract';
import type { apiBaseQuery } from '../apiStore';

/** What POST /changePassword answers: its message (with its code and params) and who is signed in. */
export interface PasswordChanged extends SaidResponse {
  session: Session;
}

/** POST /changePassword, for every app's API (each signs in through it or changes its user's password). */
export const changePasswordEndpoint = <Tags extends string, Path extends string>(
  build: EndpointBuilder<typeof apiBaseQuery, Tags, Path>,
) =>
  build.mutation<PasswordChanged, PasswordChange>({
    query: (body) => ({ url: '/changePassword', method: 'POST', body }),
  });
