import { assertUniqueIndexes, createDeclaredIndexes, keepMakingIndexes, missingUniqueIndexes } from './indexes';

/** A model as mongoose shows it: its schema's declared indexes, and its collection's real ones. */
function model(
  name: string,
  declared: [Record<string, unknown>, { unique?: boolean }?][],
  existing: Record<string, unknown>[] | null,
) {
  const created: string[] = [];
  return {
    modelName: name,
    schema: {
      indexes: () =>
        declared.map(([keys, options]) => [keys, options] as [Record<string, unknown>, { unique?: boolean } | undefined]),
    },
    collection: {
      collectionName: name.toLowerCase(),
      indexes: () =>
        existing ? Promise.resolve(existing.map((key) => ({ key }))) : Promise.reject(new Error('ns does not exist')),
    },
    createIndexes: () => Promise.resolve(void created.push(name)),
    created,
  };
}

describe('indexes made by the migration, checked at start', () => {
  it("names each missing unique index (the Free limits' slots), and ignores plain ones", async () => {
    const slots = model('SavedWine', [[{ userId: 1, slot: 1 }, { unique: true }], [{ userId: 1 }]], [{ _id: 1 }, { userId: 1 }]);
    const quota = model(
      'UploadReservation',
      [[{ userId: 1, month: 1, slot: 1 }, { unique: true }]],
      [{ _id: 1 }, { userId: 1, month: 1, slot: 1 }],
    );
    expect(await missingUniqueIndexes([slots, quota])).toEqual(['savedwine {"userId":1,"slot":1}']);
    await expect(assertUniqueIndexes([slots, quota])).rejects.toThrow(
      /unique indexes missing \(run the migration: npm run migrate\): savedwine/,
    );
  });

  it('counts a collection that does not exist yet as missing them, and starts once they are there', async () => {
    expect(await missingUniqueIndexes([model('Users', [[{ email: 1 }, { unique: true }]], null)])).toEqual(['users {"email":1}']);
    await expect(
      assertUniqueIndexes([model('Users', [[{ email: 1 }, { unique: true }]], [{ _id: 1 }, { email: 1 }])]),
    ).resolves.toBeUndefined();
  });

  it('the migration creates what every model declares', async () => {
    const a = model('A', [[{ x: 1 }, { unique: true }]], []);
    const b = model('B', [], []);
    expect(await createDeclaredIndexes([a, b])).toEqual(['A', 'B']);
    expect([...a.created, ...b.created]).toEqual(['A', 'B']);
  });
});

describe('indexes a process makes itself outside production', () => {
  const log = () => ({ warn: jest.fn(), error: jest.fn() });

  it('tries again after a deadline passes, until every model has its indexes', async () => {
    const made: string[] = [];
    let slowStore = 2;
    const models = ['SavedWine', 'Tasting'].map((name) => ({
      ...model(name, [[{ userId: 1 }, { unique: true }]], []),
      createIndexes: () =>
        name === 'SavedWine' && slowStore-- > 0
          ? Promise.reject(new Error('Timed out during socket read (3997ms)'))
          : Promise.resolve(void made.push(name)),
    }));
    const logger = log();
    await keepMakingIndexes(models, logger, 1).done;
    expect(made).toEqual(['SavedWine', 'Tasting']);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('savedwine: indexes not made yet'));
  });

  it('says loudly when records already break a unique index, and goes on with the others', async () => {
    const made: string[] = [];
    const broken = {
      ...model('SavedWine', [[{ userId: 1, slot: 1 }, { unique: true }]], []),
      createIndexes: () => Promise.reject(Object.assign(new Error('UNIQUE constraint failed: index saved_wines'), { code: 1 })),
    };
    const fine = { ...model('Tasting', [], []), createIndexes: () => Promise.resolve(void made.push('Tasting')) };
    const logger = log();
    await keepMakingIndexes([broken, fine], logger, 1).done;
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^savedwine: records break a unique index/));
    expect(made).toEqual(['Tasting']);
  });
});
