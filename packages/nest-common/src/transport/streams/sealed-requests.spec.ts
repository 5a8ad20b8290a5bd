import { randomBytes } from 'node:crypto';
import { openPublishedReply, openRequest, sealPublishedReply, sealRequest, transportKeyBytes } from './sealed-requests';
import { decodeReplyAsText, newSeal, RequestEnvelope } from './wire';

const key = () => transportKeyBytes(randomBytes(32).toString('base64'));

function signIn(password: string): RequestEnvelope & { seal: string } {
  return {
    id: 'r1',
    pattern: 'identity.auth.login',
    data: { email: 'a@example.com', password },
    deadline: Date.now() + 10_000,
    replyTo: 'rpc:reply:x',
    seal: newSeal(),
  };
}

describe('sealed requests', () => {
  it('carries neither the password nor the reply key in clear, and opens with the service key', () => {
    const serviceKey = key();
    const request = signIn('hunter2-secret');
    const sent = sealRequest(request, serviceKey);
    const wire = JSON.stringify(sent);
    expect(wire).not.toContain('hunter2-secret');
    expect(wire).not.toContain(request.seal);
    expect(sent).toMatchObject({ id: 'r1', pattern: 'identity.auth.login', data: null });
    expect(openRequest(JSON.parse(wire) as RequestEnvelope, serviceKey)).toEqual({ ...request, wasSealed: true });
  });

  it('refuses a sealed request under another key, or without one, and passes a plain one through', () => {
    const sent = sealRequest(signIn('pw'), key());
    expect(openRequest(sent, key())).toBeNull();
    expect(openRequest(sent, undefined)).toBeNull();
    expect(openRequest({ ...sent, sealed: sent.sealed!.slice(0, -4) + 'AAAA' }, key())).toBeNull();
    const plain = signIn('pw');
    expect(openRequest(plain, key())).toBe(plain);
  });

  it('publishes the reply to a sealed request with only its id in clear', () => {
    const replyKey = newSeal();
    const body = JSON.stringify({ id: 'r1', response: { refreshToken: 'refresh-secret' } });
    const published = sealPublishedReply('r1', body, replyKey);
    expect(published).not.toContain('refresh-secret');
    const reply = decodeReplyAsText(Buffer.from(published))!;
    expect(reply.id).toBe('r1');
    expect(openPublishedReply(reply, replyKey)?.toString()).toBe(body);
    expect(openPublishedReply(reply, newSeal())).toBeNull();
  });

  it('takes a key only of 32 bytes', () => {
    expect(() => transportKeyBytes(randomBytes(16).toString('base64'))).toThrow(/32 random bytes/);
    expect(transportKeyBytes(randomBytes(32).toString('base64url'))).toHaveLength(32);
  });
});
