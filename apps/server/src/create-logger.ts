import pino, { type Logger } from 'pino';
import type { Config } from './config';
import { loggerOptions } from './logger';

/** The process logger: JSON lines, or readable lines when a person is watching the terminal. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  const options = loggerOptions(config) as pino.LoggerOptions;
  if (!process.stdout.isTTY) return pino(options);
  return pino({ ...options, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' } } });
}
