// Preferences editable after setup (docs/product-rules.md#preferences), through the gateway.
import { DATE_OF_BIRTH_FIXED_MESSAGE } from '@wine/contracts';
import { bearer, registerAccount, registerMember } from '../../support/accounts';
import { api } from '../../support/system';

describe('profile preferences', () => {
  it('shows what setup recorded and changes everything but the date of birth', async () => {
    const member = await registerMember({}, { budgetRange: 'budget', preferredWineTypes: ['White Wine'], location: 'Hobart' });
    const before = await api().get('/api/account/preferences').set(bearer(member.accessToken)).expect(200);
    expect(before.body).toEqual({
      dateOfBirth: '1990-05-17',
      wineExperienceLevel: null,
      preferredWineTypes: ['White Wine'],
      budgetRange: 'budget',
      location: 'Hobart',
    });

    const after = await api()
      .put('/api/account/preferences')
      .set(bearer(member.accessToken))
      .send({
        budgetRange: 'luxury',
        preferredWineTypes: ['Red Wine', 'Sparkling Wine'],
        location: ' Adelaide ',
        wineExperienceLevel: 'connoisseur',
      })
      .expect(200);
    expect(after.body).toEqual({
      dateOfBirth: '1990-05-17',
      wineExperienceLevel: 'connoisseur',
      preferredWineTypes: ['Red Wine', 'Sparkling Wine'],
      budgetRange: 'luxury',
      location: 'Adelaide',
    });
    await api().get('/api/account/preferences').set(bearer(member.accessToken)).expect(200, after.body);
  });

  it('refuses a date of birth, and bad values, with a message naming the field', async () => {
    const member = await registerMember();
    const dob = await api()
      .put('/api/account/preferences')
      .set(bearer(member.accessToken))
      .send({ dateOfBirth: '2015-01-01', budgetRange: 'budget' })
      .expect(400);
    expect(dob.body.message).toContain(DATE_OF_BIRTH_FIXED_MESSAGE);
    const budget = await api()
      .put('/api/account/preferences')
      .set(bearer(member.accessToken))
      .send({ budgetRange: 'cheap' })
      .expect(400);
    expect(budget.body.message).toMatch(/budgetRange/);
    const types = await api()
      .put('/api/account/preferences')
      .set(bearer(member.accessToken))
      .send({ preferredWineTypes: ['Orange Wine'] })
      .expect(400);
    expect(types.body.message).toMatch(/preferredWineTypes/);
  });

  it('is behind the age gate: no preferences before setup', async () => {
    const account = await registerAccount();
    await api().put('/api/account/preferences').set(bearer(account.accessToken)).send({ budgetRange: 'budget' }).expect(403);
  });

  it('shapes the next search at once', async () => {
    const member = await registerMember({}, { preferredWineTypes: ['White Wine'] });
    const search = async () =>
      (
        await api()
          .post('/api/recommendations')
          .set(bearer(member.accessToken))
          .send({ query: 'something to drink tonight' })
          .expect(200)
      ).body as { recommendations: { type: string }[] };
    const whites = await search();
    await api()
      .put('/api/account/preferences')
      .set(bearer(member.accessToken))
      .send({ preferredWineTypes: ['Red Wine'], budgetRange: 'premium' })
      .expect(200);
    const reds = await search();
    const redCount = (answer: typeof whites) => answer.recommendations.filter((r) => /red/i.test(r.type)).length;
    expect(redCount(reds)).toBeGreaterThan(redCount(whites));
  });
});
