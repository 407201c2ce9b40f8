import type { LeaveRequestSummary } from '@leave/contract';
import { leaveKindMessages } from '@leave/domain';
import { AttachDocuments, DocumentLinks } from '@leave/web-kit';
import { useAttachDocumentsMutation, useGetRequestDocumentsQuery } from '../api/studentApi';

/**
 * A request's supporting documents on its card: whether its kind needs one or an instructor asked,
 * the files attached (each a download), and a form to attach more.
 */
export function RequestDocuments({ request, title }: { request: LeaveRequestSummary; title: string }) {
  const { data } = useGetRequestDocumentsQuery(request.request_id, { skip: request.documents === 0 });
  const [attach] = useAttachDocumentsMutation();
  const missing = request.documents === 0 && (request.document_needed || request.document_asked);
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
      <AttachDocuments
        label={`Attach documents to ${title}`}
        attach={(files) => attach({ request_id: request.request_id, files })}
      />
    </section>
  );
}
