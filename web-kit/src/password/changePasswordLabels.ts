/** The form's labels, which its rules' messages name too. */
export const LABELS = {
  current: 'Current Password',
  password: 'New Password',
  confirm: 'Confirm New Password',
};
