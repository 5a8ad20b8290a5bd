import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { traceIds } from './tracing';

// Secrets never reach a log line, whatever object a caller logs.
const REDACT = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.authorization',
  '*.cookie',
  'headers.authorization',
  'headers.cookie',
];

export function createLogger(service: string, level: string, destination?: pino.DestinationStream): Logger {
  // trace_id and span_id of the active span on every line, to find a request's lines across services
  const options = { name: service, level, redact: { paths: REDACT, censor: '[redacted]' }, base: { service }, mixin: traceIds };
  return destination ? pino(options, destination) : pino(options);
}

/** Structured JSON logs for Nest's own messages. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
