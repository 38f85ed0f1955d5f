// s3rver ships no type declarations; the test fixture uses only this much of it.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string }[]; allowMismatchedSignatures?: boolean });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
