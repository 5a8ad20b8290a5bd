import { keptAnswer } from './versioned-answer';

describe('a kept answer', () => {
  const parse = (json: string) => JSON.parse(json) as unknown;
  it('is read only when built at the current version', () => {
    expect(keptAnswer(['2', '2', '[]'], parse)).toEqual([]);
    expect(keptAnswer(['3', '2', '[]'], parse)).toBeNull();
    expect(keptAnswer(['1', null, null], parse)).toBeNull();
    expect(keptAnswer([null, null, null], parse)).toBeNull();
  });

  it('is read again, never trusted, when it does not parse', () => {
    expect(keptAnswer(['0', '0', '{not json'], parse)).toBeNull();
    expect(
      keptAnswer(['0', '0', '[{"wineId":1}]'], () => {
        throw new Error('not thumbs');
      }),
    ).toBeNull();
  });
});
