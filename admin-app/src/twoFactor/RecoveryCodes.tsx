import { useState } from 'react';
import { createGlobalStyle, styled } from '@leave/ui/styled';
import { Button, Notice } from '@leave/ui';
import { formatPlain, useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { saveFile } from '@leave/web-kit';
import { twoFactorWords as words } from '../words/twoFactor';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9em, 1fr));
  gap: 4px 16px;
  padding-inline-start: 1.5em;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
`;

/** Printing while the codes are shown prints them alone, on a page of their own. */
const PrintCodesOnly = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-codes],
    [data-print-codes] * {
      visibility: visible;
    }
    [data-print-codes] {
      position: absolute;
      inset: 0 auto auto 0;
    }
    [data-print-codes] button {
      display: none;
    }
  }
`;

/** The codes as a text file: what they are (in the language in use; English unless given), then one a line. */
export const recoveryCodesText = (
  codes: string[],
  say: Words['formatMessage'] = (word) => formatPlain(word.defaultMessage),
) => [say(words.fileTitle), say(words.fileAbout), '', ...codes, ''].join('\r\n');

/**
 * The recovery codes, shown once right after enrolment: the admin copies, downloads, prints or
 * writes them down, then goes on.
 */
export function RecoveryCodes({ message, codes, onDone }: { message: string; codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const say = useIntl().formatMessage;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied({ tone: 'success', text: say(words.copied) });
    } catch {
      setCopied({ tone: 'error', text: say(words.notCopied) });
    }
  };
  return (
    <section aria-label={say(words.recoveryCodes)} data-print-codes="">
      <PrintCodesOnly />
      <Notice tone="success" focusOnShow>
        {message}
      </Notice>
      <Codes>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Codes>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          {say(words.copy)}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => saveFile(recoveryCodesText(codes, say), 'recovery-codes.txt', 'text/plain;charset=utf-8')}
        >
          {say(words.download)}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          {say(words.print)}
        </Button>
      </Actions>
      {copied && (
        <Notice key={copied.text} tone={copied.tone} onDismiss={() => setCopied(null)}>
          {copied.text}
        </Notice>
      )}
      <Button type="button" onClick={onDone}>
        {say(words.saved)}
      </Button>
    </section>
  );
}
