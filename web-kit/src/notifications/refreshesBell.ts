import { notificationsApi } from './notificationsApi';

/**
 * For a mutation that settles requests (a decision): once it is done, the bell counts again, as
 * the notifications of the requests it decided are read now.
 */
export const refreshesBell = {
  async onQueryStarted(
    _arg: unknown,
    { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
  ) {
    try {
      await queryFulfilled;
      dispatch(notificationsApi.util.invalidateTags(['Notifications']));
    } catch {
      // Not done: nothing was read.
    }
  },
};
