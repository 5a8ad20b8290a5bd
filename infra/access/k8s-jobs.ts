// The Kubernetes Jobs that set a managed store up with the per-process access (rendered into
// infra/k8s/base/data-access.yaml): non-root, read-only root, no capabilities, like every pod here.

type Env = { name: string; value?: string; valueFrom?: unknown };

const secretRef = (secret: string, key: string) => ({ secretKeyRef: { name: secret, key } });
export const fromSecret = (name: string, secret: string, key: string): Env => ({ name, valueFrom: secretRef(secret, key) });
export const fromConfig = (name: string, configMap: string, key: string): Env => ({
  name,
  valueFrom: { configMapKeyRef: { name: configMap, key } },
});

/** A one-shot Job running `script` (from the ConfigMap `name`, mounted at /access) in `image`. */
export function setupJob(name: string, image: string, store: string, env: Env[], script: string) {
  const labels = {
    'app.kubernetes.io/name': name,
    'app.kubernetes.io/component': 'data-access',
    'app.kubernetes.io/part-of': 'cellar-door',
  };
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name,
      labels,
      annotations: { 'cellar-door/applies-to': store },
    },
    spec: {
      backoffLimit: 6,
      ttlSecondsAfterFinished: 86400,
      template: {
        metadata: { labels },
        spec: {
          restartPolicy: 'OnFailure',
          securityContext: { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000, seccompProfile: { type: 'RuntimeDefault' } },
          containers: [
            {
              name: 'setup',
              image,
              command: ['sh', `/access/${script}`],
              env: [...env, { name: 'HOME', value: '/tmp' }],
              resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
              securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
              volumeMounts: [
                { name: 'access', mountPath: '/access', readOnly: true },
                { name: 'tmp', mountPath: '/tmp' },
              ],
            },
          ],
          volumes: [
            { name: 'access', configMap: { name } },
            { name: 'tmp', emptyDir: { sizeLimit: '64Mi' } },
          ],
        },
      },
    },
  };
}
