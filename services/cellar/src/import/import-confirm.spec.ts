import { ImportService } from './import.service';

// the collaborators are given below; their modules (mongoose schemas, MinIO) are not loaded
jest.mock('../saved-wines/saved-wines.repository', () => ({ SavedWinesRepository: class {} }));
jest.mock('./catalogue-matcher.client', () => ({ CatalogueMatcherClient: class {} }));
jest.mock('./import-previews', () => ({ ImportPreviews: class {} }));
jest.mock('./imported-wines.repository', () => ({ ImportedWinesRepository: class {} }));

// A confirm whose wines were written answers 201 even when what follows the write fails: the chaos
// soak saw a slow store and MinIO turn 36 saved imports into 503s (docs/operations.md, Chaos soak).
describe('ImportService.confirm after the wines are in', () => {
  const preview = { importId: 'imp-1', format: 'cellartracker', rows: [{ line: 2 }, { line: 3 }], matched: 0 };
  const outage = Object.assign(new Error('Timed out during socket read (3998ms)'), { name: 'MongoOperationTimeoutError' });

  function service(overrides: {
    done?: () => Promise<void>;
    listVisible?: () => Promise<unknown>;
    insertAll?: () => Promise<number>;
  }) {
    const released: string[] = [];
    const previews = {
      claim: () => Promise.resolve({ claimed: true, preview }),
      release: (_user: string, id: string) => Promise.resolve(void released.push(id)),
      done: overrides.done ?? (() => Promise.resolve()),
    };
    const wines = { insertAll: overrides.insertAll ?? (() => Promise.resolve(2)) };
    const lists = { listVisible: overrides.listVisible ?? (() => Promise.resolve([])) };
    const svc = new ImportService({} as never, previews as never, wines as never, lists as never);
    return { svc, released };
  }

  it('answers what it imported when marking the preview done fails', async () => {
    const { svc, released } = service({ done: () => Promise.reject(outage) });
    await expect(svc.confirm('user-1', { importId: 'imp-1', lines: [2, 3] })).resolves.toEqual({ imported: 2 });
    expect(released).toEqual([]);
  });

  it('answers what it imported when rebuilding the list fails', async () => {
    const { svc } = service({ listVisible: () => Promise.reject(outage) });
    await expect(svc.confirm('user-1', { importId: 'imp-1', lines: [2] })).resolves.toEqual({ imported: 2 });
  });

  it('still fails, and gives the preview back, when the write itself fails', async () => {
    const { svc, released } = service({ insertAll: () => Promise.reject(outage) });
    await expect(svc.confirm('user-1', { importId: 'imp-1', lines: [2, 3] })).rejects.toBe(outage);
    expect(released).toEqual(['imp-1']);
  });
});
