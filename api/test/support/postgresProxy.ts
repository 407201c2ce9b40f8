import net from 'node:net';

/** The PostgreSQL server the suites use, as host port. */
export const POSTGRES_PORT = Number(
  new URL(process.env.POSTGRES_ADMIN_URL || 'postgres://127.0.0.1:5432').port || 5432,
);

/**
 * A TCP proxy in front of PostgreSQL that a test can break: `stall()` keeps every connection open
 * and says nothing (a database that stops answering), `cut()` drops every connection and every
 * new one until `restore()` (a database that is gone, then back), `refuse(code, message)` drops
 * every connection and answers each new one as a server that is up but takes none would (too many
 * clients, starting up), until `restore()`.
 */
export function postgresProxy(upstreamPort = POSTGRES_PORT) {
  let stalled = false;
  let down = false;
  let refusal: Buffer | undefined;
  const pairs: Array<[net.Socket, net.Socket]> = [];
  const silent: net.Socket[] = [];
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    if (stalled) return void silent.push(client); // accepted, never answered
    if (refusal) {
      const answer = refusal;
      client.on('error', () => undefined);
      return void client.once('data', () => client.end(answer)); // the client's startup message
    }
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    pairs.push([client, upstream]);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    stall() {
      stalled = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
      }
    },
    cut() {
      down = true;
      for (const socket of pairs.splice(0).flat()) socket.destroy();
    },
    refuse(code: string, message: string) {
      refusal = errorResponse(code, message);
      for (const socket of pairs.splice(0).flat()) socket.destroy();
    },
    restore() {
      down = false;
      refusal = undefined;
    },
    close: () => {
      for (const socket of [...pairs.flat(), ...silent]) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** PostgreSQL's ErrorResponse message: 'E', its length, then fields (type byte, text, NUL), then NUL. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}
