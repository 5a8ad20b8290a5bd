import { z } from 'zod';
import { describeZodError } from './rpc';

const schema = z.object({
  email: z.string().email('email must be a valid e-mail address'),
  password: z.string().min(6, 'Password must be at least 6 characters long.'),
  age: z.number(),
});

function describe_(value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error);
}

describe('describeZodError', () => {
  it('shows sentences and messages that name their field as they are', () => {
    expect(describe_({ email: 'x', password: 'secret1', age: 1 })).toBe('email must be a valid e-mail address');
    expect(describe_({ email: 'a@b.co', password: '1', age: 1 })).toBe('Password must be at least 6 characters long.');
  });

  it('prefixes any other message with its field', () => {
    expect(describe_({ email: 'a@b.co', password: 'secret1', age: 'old' })).toMatch(/^age: /);
  });
});
