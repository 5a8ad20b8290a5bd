import { applyDecorators, SetMetadata, type Type } from '@nestjs/common';
import type { Request } from 'express';
import type { GatewayConfig } from '../config';
import type { RateLimit } from '../rate-limit/rate-limiter';
import { DEFAULT_PUBLIC_LIMIT, DEFAULT_READ_LIMIT, DEFAULT_WRITE_BURST, DEFAULT_WRITE_LIMIT } from '../rate-limit/limits';

/**
 * Who may call a route, read by RouteAccessGuard (global) from the route's own metadata, so the
 * gate cannot be walked around by spelling a path differently, and a new route states its access
 * where it is declared. A route with no access metadata is treated as a product route (signed in,
 * adult profile); the route-access test fails on it.
 *   public     anyone (landing content, sign-in, health)
 *   signed-in  a valid access token (account, profile setup: before the age check is possible)
 *   product    a valid access token and a completed adult profile (docs/product-rules.md#age-gate)
 */
export type RouteAccess = 'public' | 'signed-in' | 'product';

export const ROUTE_ACCESS = Symbol('route-access');
export const ROUTE_RATE_LIMIT = Symbol('route-rate-limit');
export const LIMITED_IN_HANDLER = Symbol('limited-in-handler');
export const UNMETERED = Symbol('unmetered');

export const PublicRoute = () => SetMetadata(ROUTE_ACCESS, 'public' satisfies RouteAccess);
export const SignedInRoute = () => SetMetadata(ROUTE_ACCESS, 'signed-in' satisfies RouteAccess);
export const ProductRoute = () => SetMetadata(ROUTE_ACCESS, 'product' satisfies RouteAccess);

/** Whose calls a limit counts: the signed-in user's (the client IP when signed out), or the IP's. */
export type LimitSubject = 'user' | 'ip';
export interface RouteRateLimit extends RateLimitOptions {
  rule: RateLimit | ((config: GatewayConfig) => RateLimit);
  by: LimitSubject;
  /** a shorter window counted with the rule, so its budget cannot be spent all at once */
  burst?: RateLimit;
}
export interface RateLimitOptions {
  /** requests the limit does not count, e.g. the operator's own health checks */
  exempt?: (req: Request, config: GatewayConfig) => boolean;
  /** while Redis cannot count: refuse with 503 (the default), or let the request through (health) */
  uncounted?: 'refuse' | 'let-through';
}

/**
 * Counts every call of the route (class or method) against a limit before the handler runs; 429
 * once passed. A method's limit replaces its controller's. The one way a route is limited: no
 * controller calls the limiter itself (but the few @LimitedInHandler routes' throttles).
 *   @RateLimit(AI_LIMIT)                         per user
 *   @RateLimit(CONTACT_LIMIT, 'ip')              per client IP
 *   @RateLimit((c) => signUps(c), 'ip')          a limit set by configuration
 *   @RateLimit(HEALTH_LIMIT, 'ip', { exempt: isOperatorRequest, uncounted: 'let-through' })
 */
export function RateLimit(rule: RouteRateLimit['rule'], by: LimitSubject = 'user', options: RateLimitOptions = {}) {
  return SetMetadata(ROUTE_RATE_LIMIT, { rule, by, ...options } satisfies RouteRateLimit);
}

/**
 * For the few routes whose limits depend on the outcome (failed sign-ins count, good ones are
 * given back) and are therefore counted in the handler itself; says so where a reader looks.
 */
export function LimitedInHandler(why: string) {
  return applyDecorators(SetMetadata(LIMITED_IN_HANDLER, why));
}

/**
 * For the very few public routes no per-client limit may stand in front of: the liveness probe
 * (the orchestrator's, answered by the gateway alone) and static content relayed from a cache;
 * says why where a reader looks. The route-access test lists them; everything else is limited.
 */
export function Unmetered(why: string) {
  return applyDecorators(SetMetadata(UNMETERED, why));
}

// ---- reading the metadata (the guard, the OpenAPI document and the route-access test) ----

type Target = Type | object;
const read = <T>(key: symbol, handler: object, controller: Target): T | undefined =>
  (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, controller) as T | undefined);

/** The access a route declares, or undefined when it declares none. */
export function declaredAccessOf(handler: object, controller: Target): RouteAccess | undefined {
  return read<RouteAccess>(ROUTE_ACCESS, handler, controller);
}

/** The access the guard enforces: what the route declares, product when it declares nothing. */
export function accessOf(handler: object, controller: Target): RouteAccess {
  return declaredAccessOf(handler, controller) ?? 'product';
}

export function rateLimitOf(handler: object, controller: Target): RouteRateLimit | undefined {
  return read<RouteRateLimit>(ROUTE_RATE_LIMIT, handler, controller);
}

export function unmeteredBecause(handler: object, controller: Target): string | undefined {
  return read<string>(UNMETERED, handler, controller);
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The limit the guard counts for a route: its own, else the default for its access and method
 * (per user when signed in: reads DEFAULT_READ_LIMIT, writes DEFAULT_WRITE_LIMIT and its burst; per IP when
 * public: DEFAULT_PUBLIC_LIMIT). None for routes limited in the handler or unmetered by design.
 * A default limit lets the request through while Redis cannot count: it is a backstop, not the
 * guard of a costly route (those declare their own, which refuse).
 */
export function effectiveLimitOf(handler: object, controller: Target, method: string): RouteRateLimit | undefined {
  const own = rateLimitOf(handler, controller);
  if (own) return own;
  if (limitedInHandler(handler, controller) || unmeteredBecause(handler, controller)) return undefined;
  if (accessOf(handler, controller) === 'public') return { rule: DEFAULT_PUBLIC_LIMIT, by: 'ip', uncounted: 'let-through' };
  const rule = READ_METHODS.has(method.toUpperCase()) ? DEFAULT_READ_LIMIT : DEFAULT_WRITE_LIMIT;
  const burst = rule === DEFAULT_WRITE_LIMIT ? DEFAULT_WRITE_BURST : undefined;
  return { rule, by: 'user', burst, uncounted: 'let-through' };
}

export function limitedInHandler(handler: object, controller: Target): string | undefined {
  return read<string>(LIMITED_IN_HANDLER, handler, controller);
}
