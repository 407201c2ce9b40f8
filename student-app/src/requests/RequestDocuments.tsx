import type { LeaveRequestSummary, LeaveStatus } from '@leave/contract';
import { documentWindow } from '@leave/domain';
import { useIntl } from '@leave/ui/i18n';
import { AttachDocuments, DocumentLinks } from '@leave/web-kit';
import { useAttachDocumentsMutation, useGetLeavePolicyQuery } from '../api/studentApi';
import { useGetRequestDocumentsQuery } from './requestsApi';
import { requestWords as words } from '../words/requests';

/** The statuses a request's leaves are in, over all its courses. */
const statusesOf = (request: LeaveRequestSummary) =>
  request.courses.flatMap((course) =>
    (Object.keys(course.statuses) as LeaveStatus[]).filter((status) => (course.statuses[status] ?? 0) > 0),
  );

/**
 * Whether a request takes documents now (pending, or decided within the school's window for
 * leave; not once it is withdrawn or cancelled whole), whatever its kind, and whether one is
 * missing that its kind or an instructor asks for.
 */
export function useDocumentsTaken(request: LeaveRequestSummary) {
  const { data: policy } = useGetLeavePolicyQuery();
  const open =
    policy !== undefined && documentWindow(statusesOf(request), request.to_date, policy.first_date) === 'open';
  const missing = open && request.documents === 0 && (request.document_needed || request.document_asked);
  return { open, missing };
}

interface RequestDocumentsProps {
  request: LeaveRequestSummary;
  title: string;
  /** The student asked to attach one (the card's "Attach file"), though none is missing. */
  attaching: boolean;
}

/**
 * A request's supporting documents on its card: whether its kind needs one or an instructor asked,
 * the files attached (each a download), and a form to attach more: on show while one is missing,
 * else once the student asks for it (so the card stays short on a phone).
 */
export function RequestDocuments({ request, title, attaching }: RequestDocumentsProps) {
  const { data } = useGetRequestDocumentsQuery(request.request_id, { skip: request.documents === 0 });
  const [attach] = useAttachDocumentsMutation();
  const { open, missing } = useDocumentsTaken(request);
  const intl = useIntl();
  const showForm = open && (missing || attaching);
  if (request.documents === 0 && !showForm) return null;
  return (
    <section aria-label={intl.formatMessage(words.documentsOf, { title })}>
      {missing && (
        <p>
          <strong>{intl.formatMessage(request.document_asked ? words.documentAsked : words.documentNeeded)}</strong>
        </p>
      )}
      {data && (
        <DocumentLinks documents={data.items} label={intl.formatMessage(words.documentsAttachedTo, { title })} />
      )}
      {showForm && (
        <AttachDocuments
          label={intl.formatMessage(words.attachDocumentsTo, { title })}
          attach={(files) => attach({ request_id: request.request_id, files })}
          focusOnShow={!missing}
        />
      )}
    </section>
  );
}
