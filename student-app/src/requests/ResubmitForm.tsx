import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { LeaveRequestSummary } from '@leave/contract';
import { DOCUMENT_MAX_BYTES, fieldMessages, MAX_FILES_PER_UPLOAD, TEXT_MAX } from '@leave/domain';
import { Button, FileField, TextAreaField } from '@leave/ui';
import { errorMessage } from '@leave/web-kit';
import { useAttachDocumentsMutation } from '../api/studentApi';
import { useResubmitRequestMutation } from './requestsApi';

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(fieldMessages.required('New reason').message);
      reasonField.current?.focus();
      return;
    }
    setBusy(true);
    const result = await resubmit({ request_id: request.request_id, reason: reason.trim() });
    if ('error' in result) {
      setBusy(false);
      setError(errorMessage(result.error));
      return;
    }
    const { request_id: newId, message } = result.data;
    let said = `${title}: resubmitted as request ${newId}. ${message}.`;
    let tone: 'success' | 'error' = 'success';
    if (newId !== null && files.length) {
      const attached = await attach({ request_id: newId, files });
      if ('error' in attached) {
        tone = 'error';
        said += ` The document was not attached: ${errorMessage(attached.error)}. Attach it on request ${newId}.`;
      } else said += ` ${attached.data.message}.`;
    }
    setBusy(false);
    onDone(newId === null ? 'error' : tone, said);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Resubmit ${title}`}>
      <TextAreaField
        ref={reasonField}
        label="New reason"
        required
        maxLength={TEXT_MAX.reason}
        value={reason}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => setReason(event.target.value)}
      />
      <FileField
        label={`Supporting documents, if you have one (PDF, JPEG or PNG, up to ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB each, at most ${MAX_FILES_PER_UPLOAD})`}
        multiple
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        onChange={(event) => setFiles([...(event.target.files ?? [])])}
      />
      <Button type="submit" disabled={busy}>
        Resubmit request
      </Button>{' '}
      <Button type="button" $variant="secondary" onClick={onCancel}>
        Keep it as it is
      </Button>
    </form>
  );
}
