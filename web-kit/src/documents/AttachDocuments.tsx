import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { DOCUMENT_MAX_BYTES, MAX_FILES_PER_UPLOAD } from '@leave/domain';
import { Button, FileField, Notice } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import type { ServerSaid } from '@leave/ui/i18n';
import { errorMessage } from '../apiStore';
import { documentsWords as words } from '../words/documents';

/** The largest file, in megabytes, as the words say it. */
const MEGABYTES = DOCUMENT_MAX_BYTES / 1024 / 1024;

interface AttachDocumentsProps {
  /** Names the control for a screen reader ("Attach documents to Sick, 1 to 4 Dec"). */
  label: string;
  /** Its answer says its message with its code and params, said in the language in use. */
  attach: (files: File[]) => Promise<{ data: ServerSaid } | { error: unknown }>;
  /** Opened on the person's request: the focus goes to the file input. */
  focusOnShow?: boolean;
}

/**
 * Choose files (PDF, JPEG or PNG, at most 5 MB each) and attach them. The server reads each
 * file's type from its content and says why one is refused; nothing is stored then.
 */
export function AttachDocuments({ label, attach, focusOnShow = false }: AttachDocumentsProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const intl = useIntl();
  const say = intl.formatMessage;
  useEffect(() => {
    if (focusOnShow) input.current?.focus();
  }, [focusOnShow]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!files.length) {
      setOutcome({ ok: false, message: say(words.chooseFile, { megabytes: MEGABYTES }) });
      input.current?.focus();
      return;
    }
    setBusy(true);
    const result = await attach(files);
    setBusy(false);
    if ('error' in result) {
      setOutcome({ ok: false, message: errorMessage(result.error, undefined, intl) });
      return;
    }
    setOutcome({ ok: true, message: sayServerMessage(intl, result.data) });
    setFiles([]);
    if (input.current) input.current.value = '';
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} style={{ margin: '8px 0' }}>
      {outcome && (
        <Notice tone={outcome.ok ? 'success' : 'error'} onDismiss={() => setOutcome(null)} focusOnShow>
          {outcome.message}
        </Notice>
      )}
      <FileField
        ref={input}
        id={inputId}
        label={say(words.files, { megabytes: MEGABYTES, files: MAX_FILES_PER_UPLOAD })}
        multiple
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        onChange={(event) => setFiles([...(event.target.files ?? [])])}
      />
      <Button type="submit" $variant="secondary" disabled={busy}>
        {say(words.attach)}
      </Button>
    </form>
  );
}
