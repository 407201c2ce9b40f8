/** The bench's ceiling: Fastify answering a constant, on API_PORT (with /health to say it is up). */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
app.get('/health', async () => ({ status: 'ok' }));
const port = Number(process.env.API_PORT);
// The line the test kit waits for, as the API and the mock print it.
void app
  .listen({ port, host: '127.0.0.1' })
  .then(() => console.log(`trivial fastify listening on http://127.0.0.1:${port}`));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
