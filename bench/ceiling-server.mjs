// The ceiling for the data endpoints: bare Fastify routes with no auth, no validation and no
// response schema, each running the simplest SQL that returns the rows of Kindred's answer
// (ceiling-sql.mjs) on the same database, and answering them as JSON. USER_ID plays the caller;
// the paths are Kindred's, so one URL serves both.
import Fastify from 'fastify';
import { openBenchDatabase } from './bench-database.mjs';
import { CREATE_MEMORY, DASHBOARD, MEMORY_PAGE } from './ceiling-sql.mjs';

const userId = Number(process.env.USER_ID);
const db = await openBenchDatabase({ dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL });
const rowsOf = async (text, values) => (await db.query(text, values)).rows;

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/kindreds/:id/memories', async (request) => rowsOf(MEMORY_PAGE, [userId, Number(request.params.id)]));
app.get('/api/kindreds/summary', async () => rowsOf(DASHBOARD, [userId]));
app.post('/api/kindreds/:id/memories', async (request, reply) => {
  const [memory] = await rowsOf(CREATE_MEMORY, [userId, Number(request.params.id), request.body.rawText]);
  return reply.code(201).send(memory);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => db.close()).then(() => process.exit(0)));
