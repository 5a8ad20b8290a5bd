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

describe('the set-up Jobs', () => {
  const jobs = dataAccessManifests().filter((m) => m.kind === 'Job') as unknown as {
    metadata: { name: string };
    spec: {
      template: {
        metadata: { labels: Record<string, string> };
        spec: { securityContext: object; containers: { securityContext: object; command: string[] }[] };
      };
    };
  }[];

  it('are one for MinIO and one for Kafka (Redis users come from the ConfigMap redis-acl)', () => {
    expect(jobs.map((j) => j.metadata.name).sort()).toEqual(['kafka-access', 'minio-access']);
  });

  it.each(jobs.map((j) => [j.metadata.name, j] as const))(
    '%s: non-root, read-only root, no capabilities, reaches the stores',
    (_, job) => {
      const pod = job.spec.template.spec;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod.containers[0].securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      // the egress policy to the managed stores selects on this label (network-policies.yaml)
      expect(job.spec.template.metadata.labels['app.kubernetes.io/part-of']).toBe('cellar-door');
    },
  );
});
