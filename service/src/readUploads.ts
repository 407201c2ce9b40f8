/**
 * The files of an upload (multipart/form-data), read whole into memory by one parser (busboy) for
 * both backends, so a body is taken or refused alike on each, in the product's words: a parser's
 * own message never reaches the client.
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { MAX_UPLOAD_FORM_FIELDS, messages, refusal } from '@leave/domain';
import type { Refusal, UploadedFile } from '@leave/domain';
import { MAX_BODY_BYTES, refused } from './endpoint';
import type { AnyEndpoint, Outcome } from './endpoint';

/**
 * A browser escapes a line break and a double quote in a file's name as %0A, %0D and %22
 * (WHATWG's multipart/form-data encoding), and nothing else: only those are turned back, so
 * "50%.pdf" stays as it is.
 */
const formDataName = (name: string) =>
  name.replace(/%0A|%0D|%22/gi, (escaped) => ({ '%0A': '\n', '%0D': '\r', '%22': '"' })[escaped.toUpperCase()]!);

/** The `boundary` parameter of a Content-Type, quoted or not ('' when missing or empty). */
const boundaryOf = (contentType: string | undefined) =>
  /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i
    .exec(contentType ?? '')
    ?.slice(1)
    .find((value) => value !== undefined) ?? '';

/** The parser's complaint, in our words: a body that stops early, or one that is not multipart. */
const unreadable = (error: unknown): Refusal =>
  /unexpected end/i.test(error instanceof Error ? error.message : '')
    ? refusal(400, messages.uploadCutShort)
    : refusal(400, messages.uploadMalformed);

/**
 * Reads every file part of an upload endpoint's body, each at most one byte past its `maxFileBytes`
 * (so the domain tells a file of exactly the limit from one too big), and the whole body at most
 * its `maxBodyBytes`: a larger file,
 * more files or form fields than allowed, or a body that cannot be read, is refused at once, the
 * rest of the body read and dropped so that the client, still sending, gets the answer.
 */
export function readUploads(request: IncomingMessage, endpoint: AnyEndpoint): Promise<UploadedFile[] | Outcome> {
  const { maxFiles, maxFileBytes } = endpoint.upload!;
  const maxBodyBytes = endpoint.maxBodyBytes ?? MAX_BODY_BYTES;
  return new Promise((resolve) => {
    let settled = false;
    let received = 0;
    let parser: busboy.Busboy | undefined;
    const finish = (result: UploadedFile[] | Refusal) => {
      if (settled) return;
      settled = true;
      // The parser is let go, not destroyed: this may run inside its own event, which it has not
      // finished handling (busboy fails on a stream destroyed under it).
      if (!Array.isArray(result)) {
        if (parser) request.unpipe(parser);
        request.resume();
      }
      resolve(Array.isArray(result) ? result : refused(result));
    };

    if (!boundaryOf(request.headers['content-type'])) return finish(refusal(400, messages.uploadNoBoundary));
    if (Number(request.headers['content-length']) > maxBodyBytes) return finish(refusal(413, messages.bodyTooLarge));
    try {
      parser = busboy({
        headers: request.headers,
        // The name in a part's header is UTF-8, as every browser sends it.
        defParamCharset: 'utf8',
        limits: { fileSize: maxFileBytes + 1, files: maxFiles, fields: MAX_UPLOAD_FORM_FIELDS },
      });
    } catch {
      return finish(refusal(400, messages.uploadNoBoundary));
    }

    const reads: Array<Promise<UploadedFile>> = [];
    parser.on('file', (_field, stream, { filename }) => {
      const chunks: Buffer[] = [];
      reads.push(
        new Promise((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () => finish(refusal(413, messages.fileTooBig, 'file')));
          stream.on('end', () =>
            done({ filename: formDataName(filename ?? ''), bytes: new Uint8Array(Buffer.concat(chunks)) }),
          );
          // A part cut short fails its stream and the parser alike: the parser's error answers.
          stream.on('error', () => undefined);
        }),
      );
    });
    parser.on('filesLimit', () => finish(refusal(413, messages.tooManyFiles(maxFiles), 'file')));
    parser.on('fieldsLimit', () => finish(refusal(413, messages.tooManyFormFields(MAX_UPLOAD_FORM_FIELDS))));
    // An empty body is a form with no file in it (the endpoint says to choose one), not one cut short.
    parser.on('error', (error) => finish(received ? unreadable(error) : []));
    parser.on('close', () => void Promise.all(reads).then(finish));

    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) finish(refusal(413, messages.bodyTooLarge));
    });
    // The client went away mid-body: no one may read the answer, but the call ends.
    request.on('error', () => finish(refusal(400, messages.uploadCutShort)));
    request.on('close', () => {
      if (!request.readableEnded) finish(refusal(400, messages.uploadCutShort));
    });
    request.pipe(parser);
  });
}
