// A throwaway PostgreSQL database for one benchmark run, created and dropped on the local server.
import pg from 'pg';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates an empty database; answers its URL and `drop`, or `unreachable` with the reason when there is no server. */
export async function createPostgresBenchDatabase() {
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { unreachable: `${new URL(SERVER_URL).host}: ${error.message}` };
  }
  const name = `kindred_bench_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
