import { AI_LIMIT, productRouteOf, UPLOAD_READ_LIMIT, UPLOAD_WRITE_LIMIT } from './product-routes';

describe('product routes: the age gate and per-user limits by path', () => {
  it.each([
    ['POST', '/api/recommendations', AI_LIMIT],
    ['POST', '/api/search-wineries', AI_LIMIT],
    ['POST', '/api/analyze-meal-pairing', AI_LIMIT],
    ['POST', '/api/analyze-wine-menu', AI_LIMIT],
    ['POST', '/api/transcribe', AI_LIMIT],
    ['POST', '/api/upload/analyze', AI_LIMIT],
    ['POST', '/api/photos', UPLOAD_WRITE_LIMIT],
    ['PUT', '/api/uploads/abc', UPLOAD_WRITE_LIMIT],
    ['DELETE', '/api/uploads/abc', UPLOAD_WRITE_LIMIT],
    ['GET', '/api/uploads', UPLOAD_READ_LIMIT],
    ['GET', '/api/uploads/abc/image', UPLOAD_READ_LIMIT],
    ['GET', '/api/cellar', null],
    ['POST', '/api/cellar/save', null],
    ['DELETE', '/api/cellar/abc', null],
    ['POST', '/api/create-checkout-session', null],
    ['GET', '/api/checkout-success', null],
    ['GET', '/api/billing-info', null],
    ['POST', '/api/cancel-subscription', null],
    ['POST', '/api/change-plan', null],
    ['POST', '/api/downgrade-to-free', null],
  ])('%s %s is a product route', (method, path, limit) => {
    expect(productRouteOf(method, path)).toEqual({ limit });
  });

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/auth/user'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/profile/setup'],
    ['GET', '/api/help/articles'],
    ['GET', '/api/guide/regions'],
    ['POST', '/api/contact'],
    ['POST', '/api/email-signup'],
    ['GET', '/api/docs'],
    ['GET', '/'],
    ['GET', '/dashboard'],
    ['GET', '/api/cellarful'],
  ])('%s %s is open to anyone', (method, path) => {
    expect(productRouteOf(method, path)).toBeNull();
  });
});
