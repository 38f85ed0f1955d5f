import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { EXIT, OPERATOR_COMMANDS, parseOperatorCommand, runOperatorCommand, USAGE, type OperatorCommand } from './cli/operator-cli';
import { ConfigError, listenOrigin, loadConfig, type Config } from './config';
import { createLogger } from './create-logger';
import { openDatabase } from './db/open-database';
import { createQueue } from './jobs/queue';
import type { RowWorker } from './jobs/row-worker';
import { WEB_DIST_DIR } from './paths';
import { createPhotoStore } from './modules/photos';
import { createServices } from './services';
import { trackHttpConnections, type HttpDrain } from './http-drain';

// A stop must be over within SHUTDOWN_BUDGET_MS (orchestrators kill at 10 s). What runs in it:
// - at once, side by side: the HTTP drain (open connections' last requests, up to HTTP_DRAIN_MS,
//   then up to HTTP_CLOSE_MS for requests still running before their connections are cut) and the
//   row workers (up to ROW_WORKER_STOP_MS, then their rows are handed back, due at once);
// - then the job queue, which stops only once no request can enqueue any more: its running jobs
//   have been working since the signal, and get what is left of the budget minus DATABASE_CLOSE_MS;
// - then the database.
const SHUTDOWN_BUDGET_MS = 10_000;
const HTTP_DRAIN_MS = 3_000;
const HTTP_CLOSE_MS = 1_500;
const ROW_WORKER_STOP_MS = 4_000;
const DATABASE_CLOSE_MS = 1_500;
const QUEUE_STOP_MIN_MS = 500;
// On the embedded database, how long background work waits for a moment without requests before it
// runs anyway: under steady load, one write-up per worker every half second, and none is left behind.
const YIELD_TO_REQUESTS_MAX_MS = 500;

/** Runs `close` on the first SIGINT or SIGTERM, and exits non-zero if it overruns the budget. */
function onShutdown(logger: Logger, close: () => Promise<void>): void {
  let closing = false;
  const handle = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_BUDGET_MS).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}

/** Lets the row workers finish what they hold, handing back (due at once) what outlasts the budget. */
async function stopRowWorkers(workers: readonly RowWorker[], logger: Logger): Promise<void> {
  const handedBack = await Promise.all(workers.map((worker) => worker.stop(ROW_WORKER_STOP_MS)));
  const count = handedBack.reduce((sum, n) => sum + n, 0);
  if (count > 0) logger.info({ count }, 'handed unfinished work back for another process');
}

/** Drains and closes the HTTP app; requests still running after HTTP_CLOSE_MS lose their connection. */
async function closeHttp(app: FastifyInstance, http: HttpDrain): Promise<void> {
  await http.drain(HTTP_DRAIN_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), HTTP_CLOSE_MS);
  await app.close();
  clearTimeout(cut);
}

/** What is left for the queue: the budget since `startedAt`, less the database's share. */
const queueStopMs = (startedAt: number) => Math.max(QUEUE_STOP_MIN_MS, SHUTDOWN_BUDGET_MS - DATABASE_CLOSE_MS - (performance.now() - startedAt));

async function serve(config: Config, logger: Logger): Promise<void> {
  // Checked first: a bucket this replica cannot use stops it at start, not at the first upload.
  const photoStore = createPhotoStore(config.photoStore);
  await photoStore.check();
  const database = await openDatabase(config);
  await database.migrate();
  const queue = createQueue({ database, workers: config.workers, logger });
  const services = await createServices({ config, database, queue, logger, photoStore });
  const [app] = await Promise.all([buildApp({ config, database, services, webDir: WEB_DIST_DIR, logger }), queue.start(services.jobHandlers)]);
  const http = trackHttpConnections(app.server);
  // The embedded database runs on this process's one thread: a write-up's statements would queue
  // with the requests', so background work waits for a moment without requests (or at most a while).
  const yieldTo = database.kind === 'pglite' ? () => http.whenQuiet(YIELD_TO_REQUESTS_MAX_MS) : undefined;
  for (const worker of services.rowWorkers) worker.start(config.workers, yieldTo);
  onShutdown(logger, async () => {
    const startedAt = performance.now();
    await Promise.all([closeHttp(app, http), stopRowWorkers(services.rowWorkers, logger)]);
    await queue.stop(queueStopMs(startedAt));
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  console.log(`Kindred is running at ${listenOrigin(config.host, port)} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  console.log(`Links in e-mails open ${config.publicUrl} (PUBLIC_URL)`);
}

async function work(config: Config, logger: Logger): Promise<void> {
  if (!config.databaseUrl) {
    throw new ConfigError(['DATABASE_URL: separate worker processes need a PostgreSQL server; the embedded database runs its jobs inside `serve`']);
  }
  const database = await openDatabase(config);
  const queue = createQueue({ database, workers: Math.max(config.workers, 1), logger });
  const { jobHandlers, rowWorkers } = await createServices({ config, database, queue, logger });
  await queue.start(jobHandlers);
  for (const worker of rowWorkers) worker.start(Math.max(config.workers, 1));
  onShutdown(logger, async () => {
    const startedAt = performance.now();
    await stopRowWorkers(rowWorkers, logger);
    await queue.stop(queueStopMs(startedAt));
    await database.close();
  });
  logger.info({ jobs: [...jobHandlers.map(({ job }) => job.name), ...rowWorkers.map(({ name }) => name)] }, 'worker started');
}

async function migrateOnly(config: Config, logger: Logger): Promise<void> {
  const database = await openDatabase(config);
  await database.migrate();
  await database.close();
  logger.info('migrations applied');
}

/** An operator command on the configured database, with the same services the server uses. */
async function operate(command: OperatorCommand, config: Config, logger: Logger): Promise<number> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    // Nothing runs jobs in this process: the queue only records what the commands enqueue.
    const queue = createQueue({ database, workers: 0, logger });
    const services = await createServices({ config, database, queue, logger });
    return await runOperatorCommand(command, services, { out: (line) => console.log(line), err: (line) => console.error(line) });
  } finally {
    await database.close();
  }
}

const commands = { serve, worker: work, migrate: migrateOnly } as const;

/** Help and command-line mistakes are answered before anything is opened. */
function parseOperator(args: string[]): OperatorCommand {
  const parsed = parseOperatorCommand(args);
  if (parsed.kind === 'help') {
    console.log(parsed.text);
    process.exit(EXIT.ok);
  }
  if (parsed.kind === 'usage-error') {
    console.error(parsed.message);
    process.exit(EXIT.usage);
  }
  return parsed.command;
}

async function main(): Promise<void> {
  const name = process.argv[2] ?? 'serve';
  const isOperator = (OPERATOR_COMMANDS as readonly string[]).includes(name);
  if (!(name in commands) && !isOperator) {
    console.error(USAGE);
    process.exit(EXIT.usage);
  }
  const operatorCommand = isOperator ? parseOperator(process.argv.slice(2)) : null;
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger(config);
  if (operatorCommand) {
    try {
      process.exit(await operate(operatorCommand, config, logger));
    } catch (error) {
      if (error instanceof ConfigError) console.error(error.message);
      else logger.fatal({ err: error }, `${name} failed`);
      process.exit(EXIT.failed);
    }
  }
  try {
    await commands[name as keyof typeof commands](config, logger);
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else logger.fatal({ err: error }, `${name} failed`);
    process.exit(1);
  }
}

await main();
