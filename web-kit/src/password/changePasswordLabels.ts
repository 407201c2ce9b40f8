import { passwordWords } from '../words/password';

/** The form's labels in English, which its rules' messages name (the rules' words say them in another language). */
export const LABELS = {
  current: passwordWords.current.defaultMessage,
  password: passwordWords.newPassword.defaultMessage,
  confirm: passwordWords.confirm.defaultMessage,
};
