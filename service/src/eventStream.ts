import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Outcome } from './endpoint';

/**
 * Opens a Server-Sent Events response and hands it to a streaming endpoint, for either backend
 * (Fastify's raw reply and express's response are both Node's ServerResponse). `headers` are
 * the ones the framework's plugins set (CORS, security), which a raw write would otherwise skip.
 */
export function openEventStream(
  response: ServerResponse,
  start: NonNullable<Outcome['stream']>,
  headers: OutgoingHttpHeaders = {},
): void {
  response.writeHead(200, {
    ...headers,
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform keeps compression middleware (json-server's) from holding events back.
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // No proxy buffering (nginx): each event is sent as it happens.
    'X-Accel-Buffering': 'no',
  });
  response.flushHeaders();
  const closers: Array<() => void> = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const closer of closers) closer();
  };
  response.on('close', close);
  start({
    write: (text) => {
      if (!closed) response.write(text);
    },
    onClose: (listener) => closers.push(listener),
    end: () => {
      response.end();
      close();
    },
  });
}
