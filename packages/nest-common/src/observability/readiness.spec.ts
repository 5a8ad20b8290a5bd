import { clearReadinessChecks, readiness, registerReadinessCheck } from './readiness';

describe('readiness', () => {
  afterEach(() => clearReadinessChecks());

  it('is ready when every check passes, and names each one that fails, throws or hangs', async () => {
    registerReadinessCheck('redis', () => true);
    expect(await readiness(50)).toEqual({ ready: true, failing: [] });
    registerReadinessCheck('mongo', () => Promise.resolve(false));
    registerReadinessCheck('kafka', () => Promise.reject(new Error('down')));
    registerReadinessCheck('hangs', () => new Promise<boolean>(() => undefined));
    expect(await readiness(50)).toEqual({ ready: false, failing: ['mongo', 'kafka', 'hangs'] });
  });

  it('replaces a check registered again under its name', async () => {
    registerReadinessCheck('redis', () => false);
    registerReadinessCheck('redis', () => true);
    expect(await readiness(50)).toEqual({ ready: true, failing: [] });
  });
});
