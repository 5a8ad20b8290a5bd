import { describe, expect, it } from 'vitest';
import { keepableAnswer, MEMBER_HEADER, memberCacheKey } from './readable-offline';

const request = (url: string, member?: string) => new Request(url, { headers: member ? { [MEMBER_HEADER]: member } : {} });

describe("the service worker's readable-offline cache", () => {
  it('keys a member answer by the member, so another member on the device never gets it', async () => {
    const a = await memberCacheKey({ request: request('https://app.test/api/cellar?limit=100', 'member-a') });
    const b = await memberCacheKey({ request: request('https://app.test/api/cellar?limit=100', 'member-b') });
    expect(a).toBe('https://app.test/api/cellar?limit=100&sw-member=member-a');
    expect(b).not.toBe(a);
    expect(await memberCacheKey({ request: request('https://app.test/api/uploads', 'm/1') })).toBe(
      'https://app.test/api/uploads?sw-member=m%2F1',
    );
  });

  it('keeps public content under its URL alone', async () => {
    expect(await memberCacheKey({ request: request('https://app.test/api/help-articles') })).toBe(
      'https://app.test/api/help-articles',
    );
  });

  it('never keeps an answer that says no-store, nor one that is not a whole 200', async () => {
    const answer = (status: number, cacheControl?: string) =>
      new Response('{}', { status, headers: cacheControl ? { 'Cache-Control': cacheControl } : {} });
    expect(await keepableAnswer({ response: answer(200, 'no-store') })).toBeNull();
    expect(await keepableAnswer({ response: answer(200, 'private, No-Store') })).toBeNull();
    expect(await keepableAnswer({ response: answer(206) })).toBeNull();
    expect(await keepableAnswer({ response: answer(503) })).toBeNull();
    const ok = answer(200, 'private, max-age=0');
    expect(await keepableAnswer({ response: ok })).toBe(ok);
    expect(await keepableAnswer({ response: answer(200) })).not.toBeNull();
  });
});
