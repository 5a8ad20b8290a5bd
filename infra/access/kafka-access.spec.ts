import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { DEAD_LETTER_TOPIC, TOPICS } from '@wine/contracts';
import { topicSpecs } from '../../packages/nest-common/src/events/kafka-topics';
import {
  ALL_KAFKA_TOPICS,
  KAFKA_ACCESS,
  KAFKA_USERS,
  kafkaAcls,
  kafkaPasswordVariable,
  KafkaUser,
  renderKafkaSetup,
} from './kafka-access';
import { readRepoFile, renderedFile, ROOT } from './rendered';
import { productionSecretTemplate } from '../k8s/external-secrets';

/** Every .ts file (no specs) under a folder, or the one file. */
function sources(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (fs.statSync(full).isFile()) return [fs.readFileSync(full, 'utf8')];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => fs.readFileSync(path.join(full, f), 'utf8'));
}
const topicOf = (key: string) => TOPICS[key as keyof typeof TOPICS];
/** The topics the code publishes (events.publish(TOPICS.x …)) and handles (events.on(TOPICS.x …)). */
function inCode(folder: string, call: 'publish' | 'on'): string[] {
  const re = new RegExp(`events\\.${call}\\(\\s*TOPICS\\.(\\w+)`, 'g');
  return [...new Set(sources(folder).flatMap((text) => [...text.matchAll(re)].map((m) => topicOf(m[1]))))].sort();
}

describe('Kafka: a SCRAM user per process, ACLs for its own topics and group', () => {
  it('renders the set-up script from the declaration', () => {
    expect(renderedFile('infra/access/kafka-setup.sh', renderKafkaSetup())).toBe(renderKafkaSetup());
  });

  it.each(KAFKA_USERS)('%s: produces and consumes what its code publishes and handles', (user) => {
    const access = KAFKA_ACCESS[user];
    expect([...access.produces].sort()).toEqual(inCode(access.code, 'publish'));
    expect([...access.consumes].sort()).toEqual(inCode(access.code, 'on'));
  });

  it('reads the code: every topic is published by someone, and the groups are the service names', () => {
    const published = new Set(KAFKA_USERS.flatMap((u) => KAFKA_ACCESS[u].produces));
    expect([...published].sort()).toEqual(Object.values(TOPICS).sort());
    expect(readRepoFile('packages/nest-common/src/service-core.module.ts')).toMatch(/groupId: name,/);
    for (const user of KAFKA_USERS) if (KAFKA_ACCESS[user].group) expect(KAFKA_ACCESS[user].group).toBe(user);
    // the worker handles no event, so it joins no group
    expect(readRepoFile('services/ai/src/worker.module.ts')).not.toMatch(/events\.on\(/);
  });

  it.each(KAFKA_USERS)('%s: writes only its own topics and the dead letters, reads only its own group', (user) => {
    const acls = kafkaAcls(user);
    const access = KAFKA_ACCESS[user];
    expect(acls.filter((a) => a.operation === 'Write').map((a) => a.name)).toEqual([
      ...access.produces,
      ...(access.consumes.length ? [DEAD_LETTER_TOPIC] : []),
    ]);
    expect(acls.filter((a) => a.resource === 'group').map((a) => `${a.operation} ${a.name}`)).toEqual(
      access.group ? [`Read ${user}`] : [],
    );
    expect(acls.filter((a) => a.operation === 'Read' && a.resource === 'topic').map((a) => a.name)).toEqual(access.consumes);
    expect(
      acls.every((a) => a.principal === `User:${user}` && a.name !== '*' && ['Read', 'Write', 'Describe'].includes(a.operation)),
    ).toBe(true);
  });

  it('creates the topics as the services would (topicSpecs): the same names, partitions and retention', () => {
    const script = renderKafkaSetup();
    const specs = topicSpecs(3);
    expect(specs.map((s) => s.topic).sort()).toEqual([...ALL_KAFKA_TOPICS].sort());
    for (const spec of specs) {
      const line = script.split('\n').find((l) => l.includes(`--topic ${spec.topic} `))!;
      expect(line).toContain(`--partitions ${spec.numPartitions}`);
      for (const entry of spec.configEntries!.filter((e) => e.name !== 'min.insync.replicas'))
        expect(line).toContain(`--config ${entry.name}=${entry.value}`);
      expect(line).toContain('--config min.insync.replicas="${KAFKA_MIN_INSYNC_REPLICAS:-1}"');
    }
    expect(script).not.toMatch(/--operation (All|Create|Alter|Delete)|--topic \*|--group \*/);
  });

  it('docker-compose.yml: SASL/SCRAM with ACLs on the broker, kafka-init sets it up, each process logs in as itself', () => {
    const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as {
      services: Record<
        string,
        { environment?: Record<string, string>; volumes?: string[]; network_mode?: string; depends_on?: Record<string, unknown> }
      >;
    };
    const broker = compose.services.kafka.environment!;
    expect(broker.KAFKA_AUTHORIZER_CLASS_NAME).toBe('org.apache.kafka.metadata.authorizer.StandardAuthorizer');
    expect(broker.KAFKA_ALLOW_EVERYONE_IF_NO_ACL_FOUND).toBe('false');
    expect(broker.KAFKA_LISTENER_SECURITY_PROTOCOL_MAP).toBe('SASL:SASL_PLAINTEXT,CONTROLLER:PLAINTEXT,LOCAL:PLAINTEXT');
    // the unauthenticated listeners answer on loopback only
    expect(broker.KAFKA_LISTENERS).toBe('SASL://:9092,CONTROLLER://127.0.0.1:9093,LOCAL://127.0.0.1:9094');
    expect(broker.KAFKA_SASL_ENABLED_MECHANISMS).toBe('SCRAM-SHA-512');
    // the SCRAM listener's login module, named as the image maps variables to properties
    expect(broker.KAFKA_LISTENER_NAME_SASL_SCRAM__SHA__512_SASL_JAAS_CONFIG).toBe(
      'org.apache.kafka.common.security.scram.ScramLoginModule required;',
    );
    const init = compose.services['kafka-init'];
    expect(init.network_mode).toBe('service:kafka');
    expect(init.volumes).toEqual(['./infra/access/kafka-setup.sh:/access/kafka-setup.sh:ro']);
    for (const user of KAFKA_USERS) {
      const env = compose.services[user].environment!;
      expect({ user, mechanism: env.KAFKA_SASL_MECHANISM, name: env.KAFKA_USERNAME, brokers: env.KAFKA_BROKERS }).toEqual({
        user,
        mechanism: 'scram-sha-512',
        name: user,
        brokers: 'kafka:9092',
      });
      expect(env.KAFKA_PASSWORD).toBe(init.environment![kafkaPasswordVariable(user as KafkaUser)]);
      const waits = compose.services[user].depends_on ?? {};
      expect({ user, waits: 'kafka-init' in waits }).toEqual({ user, waits: true });
    }
  });

  it('Kubernetes: the kafka-access Job runs the same script; each service names its own user', () => {
    const docs = parseAllDocuments(readRepoFile('infra/k8s/base/data-access.yaml')).map((d) => d.toJSON());
    expect(docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === 'kafka-access').data['kafka-setup.sh']).toBe(
      renderKafkaSetup(),
    );
    expect(docs.find((d) => d.kind === 'Job' && d.metadata.name === 'kafka-access')).toBeDefined();
    for (const user of KAFKA_USERS) {
      const manifests = parseAllDocuments(readRepoFile(`infra/k8s/base/${user}.yaml`)).map((d) => d.toJSON());
      expect(manifests.find((d) => d.kind === 'ConfigMap').data).toMatchObject({
        KAFKA_SASL_MECHANISM: 'scram-sha-512',
        KAFKA_USERNAME: user,
      });
      expect(productionSecretTemplate(`${user}-secrets`)).toHaveProperty('KAFKA_PASSWORD');
    }
  });
});
