import { MAX_UPLOAD_FORM_FIELDS } from '@leave/domain';
import type { AnyEndpoint, Upload } from './endpoint';

/** The name a generated client calls an endpoint by: its path is a camelCase verb, /addLeave is addLeave. */
export const operationIdOf = (endpoint: AnyEndpoint) => endpoint.operationId ?? endpoint.path.slice(1);

/**
 * What the API document says an endpoint needs: the session cookie; none for one anyone may
 * call; either for one that answers by the session if it is sent.
 */
export function securityOf(endpoint: AnyEndpoint): Array<Record<string, string[]>> {
  if (endpoint.access !== 'anyone') return [{ session: [] }];
  return endpoint.readsSession ? [{}, { session: [] }] : [];
}

const MEBIBYTE = 1024 * 1024;

/**
 * An upload endpoint's body as the API document describes it: multipart/form-data whose `file`
 * parts are the files (binary), with the endpoint's limits. Both backends' documents use it, as
 * neither can derive it from a schema (the files never reach the JSON body's validation).
 */
export function uploadBodyOf({ maxFiles, maxFileBytes, contentTypes, rules }: Upload) {
  const size = `${maxFileBytes / MEBIBYTE} MB (${maxFileBytes.toLocaleString('en')} bytes)`;
  const types = contentTypes.join(', ');
  return {
    required: true,
    description:
      `One part named \`file\` for each file, with its file name: at most ${maxFiles} files a call, each of ` +
      `at most ${size}, of one of these types: ${types}. Other form fields are not read; more than ` +
      `${MAX_UPLOAD_FORM_FIELDS} are refused (413). ${rules}`,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: {
            file: {
              type: 'array',
              description: `The files, each of at most ${size}`,
              minItems: 1,
              maxItems: maxFiles,
              items: { type: 'string', format: 'binary' },
            },
          },
        },
        encoding: { file: { contentType: types } },
      },
    },
  };
}
