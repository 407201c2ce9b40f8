/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient } from './apiClient';

/** A server that resets the connection of its first `resets` requests and answers the rest. */
async function resettingServer(resets: number) {
  let seen = 0;
  const server = http.createServer((request, response) => {
    seen += 1;
    if (seen <= resets) return void request.socket.resetAndDestroy();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ seen }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

it('sends a call again once when its connection is reset before any answer', async () => {
  const server = await resettingServer(1);
  try {
    const reply = await new ApiClient(server.url).post('/approveLeave', { leave_id: 1 });
    expect(reply).toMatchObject({ status: 200, body: { seen: 2 } });
  } finally {
    await server.close();
  }
});

it('fails a call whose connection is reset twice', async () => {
  const server = await resettingServer(2);
  try {
    await expect(new ApiClient(server.url).get('/studentData')).rejects.toThrow('fetch failed');
  } finally {
    await server.close();
  }
});
