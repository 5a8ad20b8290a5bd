import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { JsonText } from '@wine/nest-common';
import express from 'express';
import { lastValueFrom, of } from 'rxjs';
import { RawReplyInterceptor } from './raw-reply.interceptor';

// the ETag express itself makes for a body (its default, weak)
const app = express();
const expressETag = app.get('etag fn') as (body: Buffer) => string;

function contextFor(handler: object, expressApp: { get(name: string): unknown } = app) {
  const headers = new Map<string, string>();
  const res = {
    app: expressApp,
    headersSent: false,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  };
  const context = {
    getType: () => 'http',
    getHandler: () => handler,
    switchToHttp: () => ({ getResponse: () => res }),
  } as unknown as ExecutionContext;
  return { context, headers };
}

async function answer(
  interceptor: RawReplyInterceptor,
  handler: object,
  value: unknown,
  expressApp: { get(name: string): unknown } = app,
) {
  const { context, headers } = contextFor(handler, expressApp);
  const body = await lastValueFrom(interceptor.intercept(context, { handle: () => of(value) } as CallHandler));
  return { body, headers };
}

describe('RawReplyInterceptor', () => {
  const route = () => undefined;

  it('sends relayed bytes as they are, as JSON, with the ETag express would make', async () => {
    const json = Buffer.from(JSON.stringify([{ name: 'Barossa Valley', note: 'Crème' }]));
    const { body, headers } = await answer(new RawReplyInterceptor(), route, new JsonText(json));
    expect(body).toBe(json);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('etag')).toBe(expressETag(json));
  });

  it('tags new bytes of a route anew, and the same bytes again alike', async () => {
    const interceptor = new RawReplyInterceptor();
    const first = Buffer.from('[{"name":"Barossa Valley"}]');
    const changed = Buffer.from('[{"name":"Eden Valley"}]');
    const tags = [];
    for (const json of [first, Buffer.from(first), changed, Buffer.from(changed)])
      tags.push((await answer(interceptor, route, new JsonText(json))).headers.get('etag'));
    expect(tags).toEqual([expressETag(first), expressETag(first), expressETag(changed), expressETag(changed)]);
    expect(tags[0]).not.toBe(tags[2]);
  });

  it('hashes a relayed reply once, however often it is answered', async () => {
    const interceptor = new RawReplyInterceptor();
    const hashed: Buffer[] = [];
    const counting = { get: () => (body: Buffer) => (hashed.push(body), expressETag(body)) };
    const text = new JsonText(Buffer.from('[{"name":"Barossa Valley"}]'));
    for (let i = 0; i < 3; i++)
      expect((await answer(interceptor, route, text, counting)).headers.get('etag')).toBe(expressETag(text.json as Buffer));
    expect(hashed).toHaveLength(1);
  });

  it('leaves a reply that is not relayed to express', async () => {
    const value = { plan: 'free' };
    const { body, headers } = await answer(new RawReplyInterceptor(), route, value);
    expect(body).toBe(value);
    expect(headers.has('etag')).toBe(false);
  });
});
