// The ceiling for the data endpoints: bare Fastify routes with no auth, no validation and no
// response schema, each running the statements Kindred's repositories send for that request
// (ENDPOINT_SQL, printed by repository-sql.ts) on the same database, and answering the rows as JSON.
// USER_ID plays the caller; the paths are Kindred's, so one URL serves both.
import Fastify from 'fastify';
import { openBenchDatabase } from './bench-database.mjs';

const { memoryPage, dashboard, createMemory, sentinels } = JSON.parse(process.env.ENDPOINT_SQL);
const userId = Number(process.env.USER_ID);
const db = await openBenchDatabase({ dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL });

const bind = (params, { kindredId, rawText }) => {
  const real = new Map([[sentinels.userId, userId], [sentinels.kindredId, kindredId], [sentinels.rawText, rawText]]);
  return params.map((param) => (real.has(param) ? real.get(param) : param));
};
/** Sends an endpoint's statements together, as the services do, and answers their rows. */
const run = async (statements, values = {}) =>
  JSON.stringify((await Promise.all(statements.map(({ text, params }) => db.query(text, bind(params, values))))).map((result) => result.rows));

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/kindreds/:id/memories', async (request, reply) => reply.type('application/json').send(await run(memoryPage, { kindredId: Number(request.params.id) })));
app.get('/api/kindreds/summary', async (_request, reply) => reply.type('application/json').send(await run(dashboard)));
app.post('/api/kindreds/:id/memories', async (request, reply) => {
  const [[memory]] = JSON.parse(await run(createMemory, { kindredId: Number(request.params.id), rawText: request.body.rawText }));
  return reply.code(201).type('application/json').send(JSON.stringify(memory));
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => db.close()).then(() => process.exit(0)));
