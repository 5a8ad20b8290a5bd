// The adult gate and limits: a route is reached only by its exact path,
// so a change of letter case or a trailing slash walks around nothing; a password change ends the
// other sessions' access tokens at once.
import { bearer, registerAccount, registerMember, uniqueIp } from '../support/accounts';
import { api } from '../support/system';

describe('the adult gate holds however a URL is written', () => {
  it('a user who never confirmed their age reaches no product route under another spelling', async () => {
    const minorOrUnknown = await registerAccount();
    const auth = bearer(minorOrUnknown.accessToken);
    const body = { query: 'a Barossa Shiraz for a barbie' };
    const gated = await api().post('/api/recommendations').set(auth).send(body);
    expect(gated.status).toBe(403);
    expect(gated.body.message).toBe('Profile setup required');
    for (const path of ['/api/Recommendations', '/api/RECOMMENDATIONS', '/api/recommendations/', '/API/recommendations']) {
      const res = await api().post(path).set(auth).send(body);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    await api().get('/api/Cellar').set(auth).expect(404);
    await api().get('/api/cellar/').set(auth).expect(404);
  });

  it('a per-user limit is not escaped by changing the letter case', async () => {
    const member = await registerMember();
    const auth = bearer(member.accessToken);
    const answered: number[] = [];
    for (let i = 0; i < 35; i++) {
      const path = i % 2 ? '/api/Search-Wineries' : '/api/search-wineries';
      const res = await api().post(path).set(auth).set('X-Forwarded-For', uniqueIp()).send({ query: 'Barossa' });
      answered.push(res.status);
    }
    // the exact path counts against the 30-a-minute limit; the other spelling answers nothing
    expect(answered.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
    expect(answered.filter((_, i) => i % 2 === 1)).toEqual(answered.filter((_, i) => i % 2 === 1).map(() => 404));
    const over = await api().post('/api/search-wineries').set(auth).send({ query: 'Barossa' });
    expect([200, 429]).toContain(over.status);
  });
});

describe('a password change ends the other sessions at once', () => {
  it("refuses the other device's access token on its very next call; this device renews its own", async () => {
    const member = await registerMember();
    // a second device signs in: its own refresh cookie and access token
    const other = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: member.email, password: member.password })
      .expect(200);
    const otherToken = other.body.accessToken as string;
    await api().get('/api/cellar').set(bearer(otherToken)).expect(200);
    // tokens count whole seconds: the change must come after the second the tokens were issued in
    await new Promise((r) => setTimeout(r, 1100));

    await api()
      .post('/api/auth/password')
      .set(bearer(member.accessToken))
      .set('Cookie', member.refreshCookie)
      .send({ currentPassword: member.password, newPassword: `${member.password}-new` })
      .expect(204);

    await api().get('/api/cellar').set(bearer(otherToken)).expect(401);
    await api().post('/api/auth/refresh').set('Cookie', other.headers['set-cookie'][0].split(';')[0]).expect(401);
    // this device: its access token ended too, and its refresh token (kept) gives a new one
    await api().get('/api/cellar').set(bearer(member.accessToken)).expect(401);
    const renewed = await api().post('/api/auth/refresh').set('Cookie', member.refreshCookie).expect(200);
    await api()
      .get('/api/cellar')
      .set(bearer(renewed.body.accessToken as string))
      .expect(200);
  });
});
