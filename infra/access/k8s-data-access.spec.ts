import { parse } from 'yaml';
import { dataAccessManifests, renderDataAccess } from './k8s-data-access';
import { readRepoFile, renderedFile } from './rendered';

describe('infra/k8s/base/data-access.yaml', () => {
  it('is rendered from the access declarations (UPDATE_ACCESS=1 jest infra/access rewrites it)', () => {
    const text = renderDataAccess(dataAccessManifests());
    expect(renderedFile('infra/k8s/base/data-access.yaml', text)).toBe(text);
  });

  it('is part of the base', () => {
    const kustomization = parse(readRepoFile('infra/k8s/base/kustomization.yaml')) as { resources: string[] };
    expect(kustomization.resources).toContain('data-access.yaml');
  });
});
