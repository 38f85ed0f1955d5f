import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks signatures made with them. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** A real S3-compatible server on a free port, keeping its objects in a temp folder, with `bucket` created. */
export async function startS3Server(bucket = 'kindred-photos') {
  const directory = await mkdtemp(join(tmpdir(), 'kindred-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    /** The environment that points Kindred's photos at this server. */
    env: (store = `s3://${bucket}`): NodeJS.ProcessEnv => ({ PHOTO_STORE: store, AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_S3: endpoint, ...CREDENTIALS }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
