import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { LeaveRequestSummary } from '@leave/contract';
import { DOCUMENT_MAX_BYTES, MAX_FILES_PER_UPLOAD, TEXT_MAX } from '@leave/domain';
import { Button, FileField, TextAreaField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage } from '@leave/web-kit';
import { useAttachDocumentsMutation } from '../api/studentApi';
import { useResubmitRequestMutation } from './requestsApi';
import { requestWords as words } from '../words/requests';
import { serverLine } from '../words/serverLines';

interface ResubmitFormProps {
  request: LeaveRequestSummary;
  title: string;
  /** Says how it went (the form closes on success). */
  onDone: (tone: 'success' | 'error', text: string) => void;
  onCancel: () => void;
}

/**
 * Resubmit a rejected request: a new reason and, if the student has one, a document (the one the
 * instructor asked for); its rejected leave is applied for again as a new request linked to this one.
 */
export function ResubmitForm({ request, title, onDone, onCancel }: ResubmitFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const [resubmit] = useResubmitRequestMutation();
  const [attach] = useAttachDocumentsMutation();
  const intl = useIntl();
  const say = intl.formatMessage;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(say(words.newReasonRequired));
      reasonField.current?.focus();
      return;
    }
    setBusy(true);
    const result = await resubmit({ request_id: request.request_id, reason: reason.trim() });
    if ('error' in result) {
      setBusy(false);
      setError(errorMessage(result.error, undefined, intl));
      return;
    }
    const { request_id: newId } = result.data;
    const message = serverLine(intl, result.data);
    // As the English always wrote it, null and all (the server applies at least one leave or refuses).
    let said = say(words.resubmittedAsNew, { title, request: String(newId), message });
    let tone: 'success' | 'error' = 'success';
    if (newId !== null && files.length) {
      const attached = await attach({ request_id: newId, files });
      if ('error' in attached) {
        tone = 'error';
        said += say(words.notAttached, { error: errorMessage(attached.error, undefined, intl), request: newId });
      } else said += say(words.attached, { message: serverLine(intl, attached.data) });
    }
    setBusy(false);
    onDone(newId === null ? 'error' : tone, said);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={say(words.resubmitTitle, { title })}>
      <TextAreaField
        ref={reasonField}
        label={say(words.newReason)}
        required
        maxLength={TEXT_MAX.reason}
        value={reason}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => setReason(event.target.value)}
      />
      <FileField
        label={say(words.documentsIfAny, { megabytes: DOCUMENT_MAX_BYTES / 1024 / 1024, files: MAX_FILES_PER_UPLOAD })}
        multiple
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        onChange={(event) => setFiles([...(event.target.files ?? [])])}
      />
      <Button type="submit" disabled={busy}>
        {say(words.resubmitRequest)}
      </Button>{' '}
      <Button type="button" $variant="secondary" onClick={onCancel}>
        {say(words.keepIt)}
      </Button>
    </form>
  );
}
