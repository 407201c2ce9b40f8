import type { EndpointBuilder } from '@leave/web-kit/state';
import type { AttachDocumentsAnswer, RequestDocumentPage } from '@leave/contract';
import { PAGE_SIZE } from '@leave/domain';
import type { apiBaseQuery } from '../apiStore';

/** GET /requestDocuments for one request: a request has at most 10, so one page holds them. */
export const requestDocumentsEndpoint = <Tags extends string, Path extends string>(
  build: EndpointBuilder<typeof apiBaseQuery, Tags, Path>,
  provides: Tags[],
) =>
  build.query<RequestDocumentPage, number>({
    query: (request_id) => ({ url: '/requestDocuments', params: { request_id, page_size: PAGE_SIZE.max } }),
    providesTags: provides,
  });

/** POST /attachDocuments: the files as a browser's form sends them (multipart/form-data). */
export const attachDocumentsEndpoint = <Tags extends string, Path extends string>(
  build: EndpointBuilder<typeof apiBaseQuery, Tags, Path>,
  invalidates: Tags[],
) =>
  build.mutation<AttachDocumentsAnswer, { request_id: number; files: File[] }>({
    query: ({ request_id, files }) => {
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      return { url: '/attachDocuments', method: 'POST', params: { request_id }, body: form };
    },
    invalidatesTags: (_result, error) => (error ? [] : invalidates),
  });
