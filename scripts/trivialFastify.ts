/** The bench's ceiling: Fastify answering a constant, on API_PORT (with /health to say it is up). */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
app.get('/health', async () => ({ status: 'ok' }));
void app.listen({ port: Number(process.env.API_PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
