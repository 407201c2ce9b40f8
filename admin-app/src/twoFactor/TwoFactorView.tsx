import { useEffect, useRef, useState } from 'react';
import type { TwoFactorEnabled, TwoFactorEnrolment } from '@leave/contract';
import { messages } from '@leave/domain';
import { Button, Card, FactList, Loading, Notice, ViewHeading } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import type { ServerSaid } from '@leave/ui/i18n';
import { errorMessage } from '@leave/web-kit';
import { twoFactorWords as words } from '../words/twoFactor';
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
  const intl = useIntl();
  const say = intl.formatMessage;
  const failed = (error: unknown) => setOutcome({ tone: 'error', text: errorMessage(error, undefined, intl) });
  /** An answer, which carries its English only, said by the code of the message it is. */
  const answer = (message: string, said: ServerSaid) =>
    said.message === message ? sayServerMessage(intl, said) : message;
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
      return (
        <RecoveryCodes
          message={answer(enabled.message, messages.twoFactorEnabled(enabled.recovery_codes.length))}
          codes={enabled.recovery_codes}
          onDone={() => setEnabled(null)}
        />
      );
    if (!status.data)
      return status.error ? <Notice tone="error">{errorMessage(status.error, undefined, intl)}</Notice> : <Loading />;
    const { enabled: on, required, recovery_codes_left } = status.data;
    if (on)
      return (
        <>
          <FactList>
            <dt>{say(words.status)}</dt>
            <dd>{say(words.on)}</dd>
            <dt>{say(words.codesLeft)}</dt>
            <dd>{recovery_codes_left}</dd>
          </FactList>
          {required ? (
            <p>{say(words.cannotTurnOff)}</p>
          ) : (
            <>
              <h3>{say(words.turnOffHeading)}</h3>
              <CodeForm
                label={say(words.turnOffLabel)}
                submitLabel={say(words.turnOff)}
                busy={disabling.isLoading}
                send={async (otp) => {
                  const result = await disable({ otp });
                  if ('data' in result && result.data)
                    setOutcome({ tone: 'success', text: answer(result.data.message, messages.twoFactorDisabled) });
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
        {required && <Notice tone="info">{say(words.mustSetUp)}</Notice>}
        <p>{say(words.about)}</p>
        {!enrolment ? (
          <Button type="button" disabled={starting.isLoading} onClick={() => void onStart()}>
            {say(words.setUp)}
          </Button>
        ) : (
          <ol ref={steps} tabIndex={-1} aria-label={say(words.steps)}>
            <li>
              <p>{say(words.scan)}</p>
              <img src={enrolment.qr_code} width={200} height={200} alt={say(words.qrCode)} />
            </li>
            <li>
              <p>{say(words.onThisPhone)}</p>
              <Button as="a" href={enrolment.otpauth_uri} $variant="secondary">
                {say(words.addToApp)}
              </Button>
            </li>
            <li>
              <p>
                {say(words.typeKey)}{' '}
                <code style={{ overflowWrap: 'anywhere' }}>{inGroupsOfFour(enrolment.secret)}</code>
              </p>
            </li>
            <li>
              <p>{say(words.enterCode)}</p>
              <CodeForm
                label={say(words.turnOnLabel)}
                submitLabel={say(words.turnOn)}
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
        {say(words.title)}
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
