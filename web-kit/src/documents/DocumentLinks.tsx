import type { RequestDocument } from '@leave/contract';
import { useApiHost } from '../ApiStoreProvider';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A request's documents as links that download them: the API answers each as an attachment, so
 * the page stays where it is and the file is never shown inside it.
 */
export function DocumentLinks({ documents, label }: { documents: RequestDocument[]; label: string }) {
  const apiHost = useApiHost();
  if (!documents.length) return null;
  return (
    <ul aria-label={label} style={{ margin: '4px 0', paddingLeft: 18 }}>
      {documents.map((document) => (
        <li key={document.document_id}>
          <a href={`${apiHost}/requestDocument?document_id=${document.document_id}`}>Download {document.file_name}</a> (
          {sizeOf(document.size_bytes)})
        </li>
      ))}
    </ul>
  );
}
