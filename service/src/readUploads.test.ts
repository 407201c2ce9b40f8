/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { attachDocuments } from './endpoints/documents';
import { readUploads } from './readUploads';

const BOUNDARY = 'xyz';

/** A request as Node's HTTP server hands it over: its headers, and its body sent in `chunks`. */
function request(chunks: Buffer[], headers: Record<string, string> = {}) {
  const body = new PassThrough();
  Object.assign(body, { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers } });
  setImmediate(() => {
    for (const chunk of chunks) body.write(chunk);
    body.end();
  });
  return body as unknown as IncomingMessage;
}

const part = (filename: string, content: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n${content}\r\n`,
  );
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

it('reads each file with its name in UTF-8, a browser’s %22 turned back into a quote', async () => {
  const files = await readUploads(
    request([part('प्रमाणपत्र.pdf', '%PDF-1'), part('say %22hi%22 50%.pdf', '%PDF-2'), end]),
    attachDocuments,
  );
  expect(files).toEqual([
    { filename: 'प्रमाणपत्र.pdf', bytes: new Uint8Array(Buffer.from('%PDF-1')) },
    { filename: 'say "hi" 50%.pdf', bytes: new Uint8Array(Buffer.from('%PDF-2')) },
  ]);
});

it('takes an empty body as a form with no file', async () => {
  expect(await readUploads(request([]), attachDocuments)).toEqual([]);
});

it('refuses a body that says it is larger than the endpoint takes, before reading it', async () => {
  const tooLarge = String(attachDocuments.maxBodyBytes! + 1);
  expect(
    await readUploads(request([part('a.pdf', '%PDF-'), end], { 'content-length': tooLarge }), attachDocuments),
  ).toEqual({
    status: 413,
    body: { message: 'The request body is too large', code: 'api.bodyTooLarge', params: {} },
  });
});

it('refuses a body cut short, in its own words', async () => {
  expect(await readUploads(request([part('a.pdf', '%PDF-').subarray(0, 60)]), attachDocuments)).toEqual({
    status: 400,
    body: {
      message: 'The upload ended before its last part: send the files again',
      code: 'leaveKind.uploadCutShort',
      params: {},
    },
  });
});
