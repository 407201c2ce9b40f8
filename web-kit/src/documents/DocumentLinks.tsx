import type { RequestDocument } from '@leave/contract';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { useApiHost } from '../ApiStoreProvider';
import { documentsWords as words } from '../words/documents';

const sizeOf = ({ formatMessage: say }: Words, bytes: number) =>
  bytes >= 1024 * 1024
    ? say(words.megabytes, { size: (bytes / 1024 / 1024).toFixed(1) })
    : say(words.kilobytes, { size: Math.max(1, Math.round(bytes / 1024)) });

/**
 * A request's documents as links that download them: the API answers each as an attachment, so
 * the page stays where it is and the file is never shown inside it.
 */
export function DocumentLinks({ documents, label }: { documents: RequestDocument[]; label: string }) {
  const apiHost = useApiHost();
  const intl = useIntl();
  if (!documents.length) return null;
  return (
    <ul aria-label={label} style={{ margin: '4px 0', paddingInlineStart: 18 }}>
      {documents.map((document) => (
        <li key={document.document_id}>
          <a href={`${apiHost}/requestDocument?document_id=${document.document_id}`}>
            {intl.formatMessage(words.download, { name: document.file_name })}
          </a>{' '}
          ({sizeOf(intl, document.size_bytes)})
        </li>
      ))}
    </ul>
  );
}
