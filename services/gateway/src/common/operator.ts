import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayConfig } from '../config';

/** Whether the request carries the operator's bearer token (OPERATOR_TOKEN), compared in constant time. */
export function isOperatorRequest(req: Request, config: Pick<GatewayConfig, 'OPERATOR_TOKEN'>): boolean {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  return !!token && !!config.OPERATOR_TOKEN && timingSafeEqual(digest(token), digest(config.OPERATOR_TOKEN));
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
