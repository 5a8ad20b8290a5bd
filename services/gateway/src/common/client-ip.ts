import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { isIPv4, isIPv6 } from 'node:net';

/** The caller's IP as express sees it (only the configured TRUST_PROXY may say otherwise). */
export const clientIpOf = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Who a per-source limit counts (docs/product-rules.md#rate-limits): an IPv4 address as it is, and
 * an IPv6 address by its /64. One subscriber or one server is handed a whole /64, so counting each
 * of its 2^64 addresses apart would give every limit per address no ceiling at all.
 */
export function limitSourceOf(ip: string): string {
  const bare = ip.split('%')[0];
  if (!isIPv6(bare)) return ip;
  const groups = ipv6Groups(bare);
  // an IPv4 client on a dual-stack socket (::ffff:a.b.c.d) is that IPv4 address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

// The eight 16-bit groups, expanded and without leading zeros ('::' filled in, a dotted IPv4 tail
// counted as two groups), so every spelling of one /64 gives the same key.
function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, null];
  const part = (s: string) => (s ? s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const front = part(head);
  const back = tail === null ? [] : part(tail);
  const zeros = Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0');
  return [...front, ...zeros, ...back].map((g) => parseInt(g, 16).toString(16));
}

/** The source per-IP limits count for this request: its IP, or its IPv6 /64. */
export const limitSourceOfRequest = (req: Request): string => limitSourceOf(clientIpOf(req));

export const ClientSource = createParamDecorator((_: unknown, ctx: ExecutionContext): string =>
  limitSourceOfRequest(ctx.switchToHttp().getRequest<Request>()),
);
