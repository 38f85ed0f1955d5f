/** The built server's entry file. */
export const SERVER_ENTRY: string;
/** Node's arguments for running the server command `command` (serve | worker | migrate). */
export function serverNodeArgs(command: 'serve' | 'worker' | 'migrate' | 'users' | 'backup' | 'restore', extraNodeFlags?: string[]): string[];
