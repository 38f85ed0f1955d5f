// The baseline: one bare Fastify route with nothing else, to set /api/health's figures against.
import Fastify from 'fastify';

const app = Fastify();
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
