import fs from 'node:fs';
import path from 'node:path';
import type { DocumentStore } from '@leave/service';
import type { DbState } from './records';

/**
 * Supporting documents on the mock: their names and sizes in the data file, each file's content
 * in the data folder beside it (`<data file>-documents/<id>`), never under a path the server
 * serves. A file is written before its record, so a record always has its file.
 */
export function jsonDocuments(
  state: () => DbState,
  write: <T>(change: () => T) => T,
  folder: string | undefined,
): DocumentStore {
  const fileOf = (documentId: number) => {
    if (!folder) throw new Error('the mock API keeps documents only beside a data file');
    return path.join(folder, String(documentId));
  };
  const requestOf = (requestId: number) => state().leaveRequests.find((r) => r.request_id === requestId);
  const exists = (requestId: number) => state().leaves.some((leave) => leave.request_id === requestId);
  return {
    async add(requestId, files, uploader, max) {
      const held = state().requestDocuments.filter((d) => d.request_id === requestId).length;
      if (held + files.length > max) return 'too many';
      const firstId = Math.max(0, ...state().requestDocuments.map((d) => d.document_id)) + 1;
      fs.mkdirSync(path.dirname(fileOf(firstId)), { recursive: true });
      const added = files.map((file, index) => {
        fs.writeFileSync(fileOf(firstId + index), file.bytes);
        return {
          document_id: firstId + index,
          request_id: requestId,
          file_name: file.file_name,
          content_type: file.content_type,
          size_bytes: file.bytes.length,
          uploaded_at: new Date().toISOString(),
          uploaded_by_role: uploader.role,
          uploaded_by_id: uploader.id,
        };
      });
      write(() => {
        state().requestDocuments.push(...added);
        const request = requestOf(requestId);
        if (request) delete request.document_asked;
      });
      return added.map((document) => ({ ...document }));
    },
    async list(requestId, { offset, limit }) {
      const all = state().requestDocuments.filter((d) => d.request_id === requestId);
      return { items: all.slice(offset, offset + limit).map((d) => ({ ...d })), total: all.length };
    },
    async find(documentId) {
      const document = state().requestDocuments.find((d) => d.document_id === documentId);
      return document && { ...document };
    },
    async content(documentId) {
      if (!state().requestDocuments.some((d) => d.document_id === documentId)) return undefined;
      try {
        return new Uint8Array(fs.readFileSync(fileOf(documentId)));
      } catch {
        return undefined;
      }
    },
    // Inside a block whose save then fails, the records come back without their files: the next
    // sweep finds them again (a download of one meanwhile answers 404).
    async purgeEnded(before) {
      const ended = (requestId: number) => {
        const leaves = state().leaves.filter((leave) => leave.request_id === requestId);
        const ids = new Set(leaves.map((leave) => leave.leave_id));
        const last = state()
          .leaveEvents.filter((e) => ids.has(e.leave_id))
          .reduce((latest, e) => (e.at > latest ? e.at : latest), '');
        return (
          leaves.every((leave) => leave.status === 'withdrawn' || leave.status === 'cancelled') &&
          last !== '' &&
          last <= before
        );
      };
      const gone = new Set([...new Set(state().requestDocuments.map((d) => d.request_id))].filter(ended));
      const removed = state().requestDocuments.filter((d) => gone.has(d.request_id));
      if (!removed.length) return [];
      write(() => {
        state().requestDocuments = state().requestDocuments.filter((d) => !gone.has(d.request_id));
      });
      for (const document of removed) fs.rmSync(fileOf(document.document_id), { force: true });
      return [...gone]
        .sort((a, b) => a - b)
        .map((request_id) => ({
          request_id,
          documents: removed.filter((d) => d.request_id === request_id).length,
        }));
    },
    async ask(requestId) {
      if (!exists(requestId)) return false;
      write(() => {
        const request = requestOf(requestId);
        if (request) request.document_asked = true;
        else state().leaveRequests.push({ request_id: requestId, kind_id: 1, days: null, document_asked: true });
      });
      return true;
    },
  };
}
