import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from './device-storage';

const schema = z.object({ dish: z.string() });

describe('device storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('keeps a value as JSON and gives it back while it fits its schema', () => {
    writeStored('k', { dish: 'lamb shanks' });
    expect(localStorage.getItem('k')).toBe('{"dish":"lamb shanks"}');
    expect(readStored('k', schema)).toEqual({ dish: 'lamb shanks' });
    removeStored('k');
    expect(readStored('k', schema)).toBeNull();
  });

  it('treats a value of another shape, or not JSON, as none', () => {
    localStorage.setItem('k', '{"dish":3}');
    expect(readStored('k', schema)).toBeNull();
    localStorage.setItem('k', 'not json');
    expect(readStored('k', schema)).toBeNull();
  });

  it('goes on without storage where the browser refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeStored('k', { dish: 'x' })).not.toThrow();
    expect(readStored('k', schema)).toBeNull();
  });
});
