import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { routeHandlers } from '../openapi/document';
import { servedRoutes } from '../openapi/drift';
import {
  AI_LIMIT,
  BILLING_ACTION_LIMIT,
  DEFAULT_PUBLIC_LIMIT,
  DEFAULT_READ_LIMIT,
  DEFAULT_WRITE_LIMIT,
  UPLOAD_READ_LIMIT,
  UPLOAD_WRITE_LIMIT,
} from '../rate-limit/limits';
import { createGatewayApp } from '../../test/support/gateway-app';
import {
  ANALYTICS_PREMIUM_MESSAGE,
  IMPORT_PREMIUM_MESSAGE,
  DINNER_PLAN_PREMIUM_MESSAGE,
  MEAL_PAIRING_PREMIUM_MESSAGE,
  VOICE_SEARCH_PREMIUM_MESSAGE,
  WINE_MENU_PREMIUM_MESSAGE,
} from '@wine/contracts';
import { premiumMessageOf } from './requires-premium';
import { declaredAccessOf, effectiveLimitOf, limitedInHandler, type RouteAccess, unmeteredBecause } from './route-access';

// Open to anyone on purpose: the public pages' content, signing in and out, health, and the local
// payment provider's hosted pages (their unguessable id is the key, as with Stripe's).
const PUBLIC_BY_DESIGN = [
  'get /api/health',
  'get /api/health/live',
  'get /api/help-articles',
  'get /api/guide/regions',
  'get /api/guide/varieties',
  'post /api/contact',
  'post /api/email-signup',
  'post /api/auth/register',
  'post /api/auth/login',
  'post /api/auth/refresh',
  'post /api/auth/logout',
  'post /api/auth/password-reset/request',
  'post /api/auth/password-reset',
  'get /api/account/notifications/confirm',
  'get /api/unsubscribe',
  'post /api/unsubscribe',
  'post /api/local-payments/confirm',
  'get /api/local-payments/:kind/:id',
  'post /api/local-payments/:kind/:id',
];

// Signed in but before the age check can pass: the account itself and the profile setup that
// records the date of birth.
const SIGNED_IN_ONLY = [
  'get /api/auth/user',
  'patch /api/auth/user',
  'delete /api/auth/user',
  'post /api/auth/password',
  'post /api/profile/setup',
  'get /api/referral',
];

// Routes that spend money or CPU (a model, OCR, speech, argon2, an e-mail, an image decode) and the
// per-user or per-IP limit each must carry.
const COSTLY: Record<string, string> = {
  'post /api/recommendations': AI_LIMIT.name,
  'post /api/search-wineries': AI_LIMIT.name,
  'post /api/analyze-meal-pairing': AI_LIMIT.name,
  'post /api/analyze-wine-menu': AI_LIMIT.name,
  'post /api/transcribe': AI_LIMIT.name,
  'post /api/upload/analyze': AI_LIMIT.name,
  'post /api/cellar/plan-dinner': AI_LIMIT.name,
  'put /api/uploads/:id': UPLOAD_WRITE_LIMIT.name,
  'delete /api/uploads/:id': UPLOAD_WRITE_LIMIT.name,
  'get /api/uploads': UPLOAD_READ_LIMIT.name,
  'get /api/uploads/:id/image': UPLOAD_READ_LIMIT.name,
  'post /api/contact': 'contact:ip',
  'post /api/email-signup': 'waitlist:ip',
  'post /api/auth/register': 'register:ip',
  'delete /api/auth/user': 'account-delete:user',
  'post /api/auth/password': 'password-change:user',
  'post /api/auth/password-reset/request': 'password-reset:ip',
  'post /api/auth/password-reset': 'password-reset-confirm:ip',
  'get /api/health': 'health:ip',
  'post /api/auth/login': 'in handler',
  'post /api/auth/refresh': 'in handler',
};

// The only routes no per-client limit stands in front of (@Unmetered): the liveness probe and
// static content a CDN or ingress limits. Everything else has a limit, its own or the default.
const UNMETERED_BY_DESIGN = [
  'get /api/health/live',
  'get /api/help-articles',
  'get /api/guide/regions',
  'get /api/guide/varieties',
];

// Writes the issue names, each with a write budget (docs/product-rules.md#rate-limits).
const WRITES: Record<string, string> = {
  'post /api/cellar/:id/open': DEFAULT_WRITE_LIMIT.name,
  'post /api/cellar/:id/link': DEFAULT_WRITE_LIMIT.name,
  'post /api/cellar/plan-dinner/:planId/open': DEFAULT_WRITE_LIMIT.name,
  'patch /api/cellar/:id': DEFAULT_WRITE_LIMIT.name,
  'post /api/cellar/save': DEFAULT_WRITE_LIMIT.name,
  'delete /api/cellar/:id': DEFAULT_WRITE_LIMIT.name,
  'put /api/recommendations/feedback': 'feedback:user',
  'post /api/cellar/import/preview': 'cellar-import:user',
  'post /api/cellar/import': 'cellar-import:user',
  'post /api/create-checkout-session': BILLING_ACTION_LIMIT.name,
  'post /api/create-subscription': BILLING_ACTION_LIMIT.name,
  'post /api/cancel-subscription': BILLING_ACTION_LIMIT.name,
  'post /api/change-plan': BILLING_ACTION_LIMIT.name,
  'put /api/account/notifications': DEFAULT_WRITE_LIMIT.name,
  'post /api/auth/logout': DEFAULT_PUBLIC_LIMIT.name,
  'get /api/cellar/tastings': DEFAULT_READ_LIMIT.name,
  'get /api/local-payments/:kind/:id': DEFAULT_PUBLIC_LIMIT.name,
};

// The Premium features, each refused to Free users with its own words (@RequiresPremium).
const PREMIUM_ONLY: Record<string, string> = {
  'post /api/transcribe': VOICE_SEARCH_PREMIUM_MESSAGE,
  'post /api/analyze-wine-menu': WINE_MENU_PREMIUM_MESSAGE,
  'post /api/analyze-meal-pairing': MEAL_PAIRING_PREMIUM_MESSAGE,
  'get /api/cellar/analytics': ANALYTICS_PREMIUM_MESSAGE,
  'post /api/cellar/import/preview': IMPORT_PREMIUM_MESSAGE,
  'post /api/cellar/import': IMPORT_PREMIUM_MESSAGE,
  'post /api/cellar/plan-dinner': DINNER_PLAN_PREMIUM_MESSAGE,
  'post /api/cellar/plan-dinner/:planId/open': DINNER_PLAN_PREMIUM_MESSAGE,
};

interface WalkedRoute {
  route: string;
  access: RouteAccess | undefined;
  limit: string | undefined;
  premium: string | undefined;
}

const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every controller method of the gateway, with the path, access and limit its metadata declares. */
function walk(app: INestApplication): WalkedRoute[] {
  return [...routeHandlers(app).values()].map(({ controller, handler, verb }) => {
    const path = joinPath(
      'api',
      Reflect.getMetadata(PATH_METADATA, controller) as string,
      Reflect.getMetadata(PATH_METADATA, handler) as string,
    );
    const limit = effectiveLimitOf(handler, controller, verb);
    const rule = limit && (typeof limit.rule === 'function' ? limit.rule({ SIGNUPS_PER_IP_PER_HOUR: 20 } as never) : limit.rule);
    return {
      route: `${verb} ${path}`,
      access: declaredAccessOf(handler, controller),
      limit:
        rule?.name ??
        (limitedInHandler(handler, controller) ? 'in handler' : unmeteredBecause(handler, controller) ? 'unmetered' : undefined),
      premium: premiumMessageOf(handler, controller),
    };
  });
}

describe('every gateway route declares who may call it and how often', () => {
  let gateway: Awaited<ReturnType<typeof createGatewayApp>>;
  let routes: WalkedRoute[];

  beforeAll(async () => {
    gateway = await createGatewayApp();
    gateway.setGlobalPrefix('api');
    await gateway.init();
    routes = walk(gateway);
  });

  afterAll(async () => {
    await gateway?.dispose();
  });

  it('walks the same routes express serves', () => {
    expect(routes.map((r) => r.route).sort()).toEqual(servedRoutes(gateway));
    expect(routes.length).toBeGreaterThanOrEqual(50);
  });

  it('gives every route an access level of its own (a new route cannot forget it)', () => {
    expect(routes.filter((r) => !r.access).map((r) => r.route)).toEqual([]);
  });

  it('opens to anyone only the routes public by design', () => {
    expect(
      routes
        .filter((r) => r.access === 'public')
        .map((r) => r.route)
        .sort(),
    ).toEqual([...PUBLIC_BY_DESIGN].sort());
  });

  it('asks only for a token on the account routes; every other route is a product route behind the age gate', () => {
    const signedIn = routes.filter((r) => r.access === 'signed-in').map((r) => r.route);
    expect(signedIn.sort()).toEqual([...SIGNED_IN_ONLY].sort());
    const product = routes.filter((r) => r.access === 'product').map((r) => r.route);
    expect(product).toEqual(
      expect.arrayContaining([
        'post /api/recommendations',
        'get /api/recommendations/history',
        'post /api/search-wineries',
        'post /api/analyze-wine-menu',
        'post /api/transcribe',
        'post /api/upload/analyze',
        'get /api/uploads',
        'get /api/cellar',
        'post /api/cellar/save',
        'post /api/create-checkout-session',
        'post /api/create-subscription',
        'get /api/billing-info',
      ]),
    );
    expect(product.length + signedIn.length + PUBLIC_BY_DESIGN.length).toBe(routes.length);
  });

  it('limits every route that spends money or CPU', () => {
    const limits = Object.fromEntries(routes.map((r) => [r.route, r.limit]));
    expect(Object.fromEntries(Object.keys(COSTLY).map((route) => [route, limits[route]]))).toEqual(COSTLY);
  });

  it('gives every route an effective limit: its own, the default for its access and method, or unmetered by design', () => {
    expect(routes.filter((r) => r.limit === undefined).map((r) => r.route)).toEqual([]);
    expect(
      routes
        .filter((r) => r.limit === 'unmetered')
        .map((r) => r.route)
        .sort(),
    ).toEqual([...UNMETERED_BY_DESIGN].sort());
  });

  it('gives writes a write budget and reads a read budget', () => {
    const limits = Object.fromEntries(routes.map((r) => [r.route, r.limit]));
    expect(Object.fromEntries(Object.keys(WRITES).map((route) => [route, limits[route]]))).toEqual(WRITES);
    for (const r of routes.filter((r) => r.limit === DEFAULT_READ_LIMIT.name)) expect(r.route).toMatch(/^get /);
    for (const r of routes.filter((r) => r.limit === DEFAULT_WRITE_LIMIT.name)) expect(r.route).not.toMatch(/^get /);
  });

  it('keeps the Premium features, and only those, for Premium users', () => {
    const premium = Object.fromEntries(routes.filter((r) => r.premium).map((r) => [r.route, r.premium]));
    expect(premium).toEqual(PREMIUM_ONLY);
  });
});
