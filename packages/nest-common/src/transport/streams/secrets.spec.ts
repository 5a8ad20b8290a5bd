import { newSeal, openReply, REDACTED, redactSecrets, sealReply } from './wire';

describe('secrets on the transport', () => {
  it('redacts passwords and tokens at any depth, and keeps everything else', () => {
    const data = {
      userId: 'u1',
      email: 'a@example.com',
      password: 'hunter22',
      nested: { currentPassword: 'old', newPassword: 'new', refreshToken: 'r.t', list: [{ token: 't' }, 3] },
    };
    expect(redactSecrets(data)).toEqual({
      userId: 'u1',
      email: 'a@example.com',
      password: REDACTED,
      nested: { currentPassword: REDACTED, newPassword: REDACTED, refreshToken: REDACTED, list: [{ token: REDACTED }, 3] },
    });
    expect(data.password).toBe('hunter22');
  });

  it('seals a remembered reply so that only the holder of the request key opens it', () => {
    const seal = newSeal();
    const body = JSON.stringify({ id: 'r1', response: { refreshToken: 'secret-refresh' } });
    const sealed = sealReply(body, seal);
    expect(String(sealed)).not.toContain('secret-refresh');
    expect(openReply(String(sealed), seal)).toBe(body);
    expect(openReply(String(sealed), newSeal())).toBeNull();
    expect(openReply(String(sealed), undefined)).toBeNull();
  });

  it('keeps a reply to a request without a key as it is (callers that predate the key)', () => {
    expect(sealReply('{"id":"r"}', undefined)).toBe('{"id":"r"}');
    expect(openReply('{"id":"r"}', undefined)).toBe('{"id":"r"}');
  });
});
