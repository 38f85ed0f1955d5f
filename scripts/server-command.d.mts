/** The built server's entry file. */
export const SERVER_ENTRY: string;
/** Environment variables the server runs with (allocator tuning); add them to its environment. */
export function serverEnv(): Record<string, string>;
/** Node's arguments for running the server command `command` (serve | worker | migrate). */
export function serverNodeArgs(command: 'serve' | 'worker' | 'migrate' | 'users' | 'backup' | 'restore', extraNodeFlags?: string[]): string[];
