import { useEffect, useRef } from 'react';
import { TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { passwordWords } from '../words/password';

interface AuthenticationCodeFieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
  /** The form's own ref for the control (useSchemaForm's), so its errors can focus it. */
  ref: (element: HTMLElement | null) => void;
}

/**
 * The authenticator code an admin with two-factor sign-in on is asked for (sign-in, Change
 * Password): shown once the server names `otp`, and focused as it appears, where the person's
 * attention goes next.
 */
export function AuthenticationCodeField({ ref, ...field }: AuthenticationCodeFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const say = useIntl().formatMessage;
  useEffect(() => {
    input.current?.focus();
  }, []);
  return (
    <TextField
      label={say(passwordWords.code)}
      hint={say(passwordWords.codeHint)}
      autoComplete="one-time-code"
      {...field}
      ref={(element: HTMLInputElement | null) => {
        ref(element);
        input.current = element;
      }}
    />
  );
}
