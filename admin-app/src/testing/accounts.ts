import type { AccountStatus } from '@leave/contract';

/** A student's account as Accounts finds it, for the tests of Accounts and its step-up in every language. */
export const diyasAccount: AccountStatus = {
  role: 'student',
  user_id: 1003,
  name: 'Diya Patel',
  active: true,
  has_password: true,
  must_change_password: false,
};
