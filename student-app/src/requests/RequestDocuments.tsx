import type { LeaveRequestSummary, LeaveStatus } from '@leave/contract';
import { documentWindow, leaveKindMessages } from '@leave/domain';
import { AttachDocuments, DocumentLinks } from '@leave/web-kit';
import { useAttachDocumentsMutation, useGetLeavePolicyQuery, useGetRequestDocumentsQuery } from '../api/studentApi';

/** The statuses a request's leaves are in, over all its courses. */
const statusesOf = (request: LeaveRequestSummary) =>
  request.courses.flatMap((course) =>
    (Object.keys(course.statuses) as LeaveStatus[]).filter((status) => (course.statuses[status] ?? 0) > 0),
  );

/**
 * A request's supporting documents on its card: whether its kind needs one or an instructor asked,
 * the files attached (each a download), and a form to attach more while the request takes them,
 * whatever its kind (pending, or decided within the school's window for leave; not once it is
 * withdrawn or cancelled whole).
 */
export function RequestDocuments({ request, title }: { request: LeaveRequestSummary; title: string }) {
  const { data } = useGetRequestDocumentsQuery(request.request_id, { skip: request.documents === 0 });
  const { data: policy } = useGetLeavePolicyQuery();
  const [attach] = useAttachDocumentsMutation();
  const open =
    policy !== undefined && documentWindow(statusesOf(request), request.to_date, policy.first_date) === 'open';
  const missing = open && request.documents === 0 && (request.document_needed || request.document_asked);
  if (!open && request.documents === 0) return null;
  return (
    <section aria-label={`Documents of ${title}`}>
      {missing && (
        <p>
          <strong>
            {request.document_asked
              ? leaveKindMessages.documentAskedOfStudent
              : leaveKindMessages.documentNeededForRequest}
            .
          </strong>
        </p>
      )}
      {data && <DocumentLinks documents={data.items} label={`Documents attached to ${title}`} />}
      {open && (
        <AttachDocuments
          label={`Attach documents to ${title}`}
          attach={(files) => attach({ request_id: request.request_id, files })}
        />
      )}
    </section>
  );
}
