import { useEffect, useRef, useState } from 'react';
import type { TwoFactorEnabled, TwoFactorEnrolment } from '@leave/contract';
import { Button, Card, FactList, Loading, Notice, ViewHeading } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import {
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useGetTwoFactorQuery,
  useStartTwoFactorMutation,
} from './twoFactorApi';

type Outcome = { tone: 'success' | 'error'; text: string };

/** A key read and typed four characters at a time: "JBSW Y3DP EHPK 3PXP". */
export const inGroupsOfFour = (key: string) => key.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The admin's two-factor sign-in: set up an authenticator app (scan the QR code or type the
 * key, then prove it with a first code, and save the recovery codes shown once), or turn it off.
 */
export function TwoFactorView() {
  const status = useGetTwoFactorQuery();
  const [start, starting] = useStartTwoFactorMutation();
  const [confirm, confirming] = useConfirmTwoFactorMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [enabled, setEnabled] = useState<TwoFactorEnabled | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const failed = (error: unknown) => setOutcome({ tone: 'error', text: errorMessage(error) });
  // Set Up goes away as its steps appear: the focus goes to the steps, not to the page's top.
  const steps = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (enrolment) steps.current?.focus();
  }, [enrolment]);

  const onStart = async () => {
    setOutcome(null);
    const result = await start();
    if ('error' in result) return failed(result.error);
    setEnrolment(result.data);
  };

  const body = () => {
    if (enabled)
      return <RecoveryCodes message={enabled.message} codes={enabled.recovery_codes} onDone={() => setEnabled(null)} />;
    if (!status.data) return status.error ? <Notice tone="error">{errorMessage(status.error)}</Notice> : <Loading />;
    const { enabled: on, required, recovery_codes_left } = status.data;
    if (on)
      return (
        <>
          <FactList>
            <dt>Status</dt>
            <dd>On: signing in asks for a code from your authenticator app</dd>
            <dt>Recovery codes left</dt>
            <dd>{recovery_codes_left}</dd>
          </FactList>
          {required ? (
            <p>Every admin must use two-factor sign-in here, so it cannot be turned off.</p>
          ) : (
            <>
              <h3>Turn off</h3>
              <CodeForm
                label="Turn off two-factor sign-in"
                submitLabel="Turn Off"
                busy={disabling.isLoading}
                send={async (otp) => {
                  const result = await disable({ otp });
                  if ('data' in result && result.data) setOutcome({ tone: 'success', text: result.data.message });
                  return result;
                }}
                onRefused={failed}
              />
            </>
          )}
        </>
      );
    return (
      <>
        {required && (
          <Notice tone="info">Every admin must set up two-factor sign-in before using the dashboard.</Notice>
        )}
        <p>
          Two-factor sign-in asks for a 6-digit code from an authenticator app on your phone (such as Google
          Authenticator, Microsoft Authenticator or FreeOTP) after your password, and again before a password reset, a
          deactivation or an import.
        </p>
        {!enrolment ? (
          <Button type="button" disabled={starting.isLoading} onClick={() => void onStart()}>
            Set Up Two-factor Sign-in
          </Button>
        ) : (
          <ol ref={steps} tabIndex={-1} aria-label="Steps to set up two-factor sign-in">
            <li>
              <p>Scan this QR code with your authenticator app:</p>
              <img
                src={enrolment.qr_code}
                width={200}
                height={200}
                alt="QR code to add this account to your authenticator app"
              />
            </li>
            <li>
              <p>On this phone? Open the authenticator app with the account filled in:</p>
              <Button as="a" href={enrolment.otpauth_uri} $variant="secondary">
                Add to my authenticator app
              </Button>
            </li>
            <li>
              <p>
                Or type this key into the app (the spaces are only for reading):{' '}
                <code style={{ overflowWrap: 'anywhere' }}>{inGroupsOfFour(enrolment.secret)}</code>
              </p>
            </li>
            <li>
              <p>Enter the code the app shows to turn two-factor sign-in on:</p>
              <CodeForm
                label="Turn on two-factor sign-in"
                submitLabel="Turn On"
                appCodeOnly
                busy={confirming.isLoading}
                send={async (otp) => {
                  const result = await confirm({ otp });
                  if ('data' in result && result.data) {
                    setEnrolment(null);
                    setEnabled(result.data);
                  }
                  return result;
                }}
                onRefused={failed}
              />
            </li>
          </ol>
        )}
      </>
    );
  };

  return (
    <Card aria-labelledby="two-factor-title" style={{ maxWidth: 620 }}>
      <ViewHeading id="two-factor-title" inCard>
        Two-factor sign-in
      </ViewHeading>
      {outcome && (
        <Notice key={outcome.text} tone={outcome.tone} focusOnShow onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Notice>
      )}
      {body()}
    </Card>
  );
}
