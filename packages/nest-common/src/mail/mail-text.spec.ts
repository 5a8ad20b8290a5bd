import { mailText, unsubscribeHeaders } from './mail-text';

describe('member-written text in an e-mail', () => {
  it('cannot start a line of its own', () => {
    expect(mailText('Shiraz\r\nClick http://evil.example\u2028now', 100)).toBe('Shiraz Click http://evil.example now');
    expect(mailText('a\u0000b\u0007c\td', 100)).toBe('a b c d');
  });

  it('is cut to its length with an ellipsis', () => {
    expect(mailText('x'.repeat(500), 120)).toHaveLength(120);
    expect(mailText('x'.repeat(500), 120).endsWith('…')).toBe(true);
    expect(mailText('short', 120)).toBe('short');
  });
});

describe('one-click unsubscribe headers (RFC 8058)', () => {
  it('name an https link with the token and the one-click POST', () => {
    expect(unsubscribeHeaders('https://cellardoor.example/', 'abc')).toEqual({
      'List-Unsubscribe': '<https://cellardoor.example/api/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
