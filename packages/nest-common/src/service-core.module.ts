import { Controller, DynamicModule, Global, Inject, Logger, Module } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { getConnectionToken, InjectModel, MongooseModule, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { ServiceHealth, ServiceName } from '@wine/contracts';
import { randomUUID } from 'node:crypto';
import { Connection, Model, set as setMongooseOption } from 'mongoose';
import { APP_CONFIG } from './config/app-config';
import { ServiceConfig } from './config/config';
import { EventBus } from './events/events';
import { observeStoreCommands } from './observability/dependency-metrics';
import { mongoState } from './observability/health';
import { registerReadinessCheck } from './observability/readiness';
import { kafkaConnection, kafkaReplication } from './config/kafka-config';
import { assertUniqueIndexes, indexCheck, keepMakingIndexes, modelsOf } from './store/indexes';

const UNIQUE_INDEX_CHECK = Symbol('UNIQUE_INDEX_CHECK');
// mongoose keeps `new Error().stack` of every query it runs, only to say where a query run twice
// was first run; with source maps on (--enable-source-maps) that text cost ~2% of the ai
// service's CPU on a search (README, Benchmarks)
setMongooseOption('skipOriginalStackTraces', true);
import { createStoreBreaker, STORE_DEADLINES, storeBreakerPlugin } from './resilience/store-breaker';

/** The service's store breaker (a Breaker), for code that reaches the store outside a model. */
export const STORE_BREAKER = Symbol('STORE_BREAKER');

// One document per service, rewritten by every health check: proves the database takes writes.
@Schema({ collection: 'health_probes', versionKey: false })
class HealthProbe {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true }) nonce!: string;
  @Prop({ required: true }) at!: Date;
}
const HealthProbeSchema = SchemaFactory.createForClass(HealthProbe);

async function probe(model: Model<HealthProbe>, connection: Connection): Promise<'up' | 'down'> {
  if ((await mongoState(connection)) === 'down') return 'down';
  try {
    const nonce = randomUUID();
    await model.updateOne({ _id: 'probe' }, { $set: { nonce, at: new Date() } }, { upsert: true });
    const read = await model.findById('probe').lean();
    return read?.nonce === nonce ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

/**
 * What every service needs: its validated config, its own MongoDB database, the Kafka event
 * bus and a `<service>.health` message handler.
 */
@Global()
@Module({})
export class ServiceCoreModule {
  static forRoot(name: ServiceName, config: ServiceConfig, options: { clientId?: string } = {}): DynamicModule {
    let connection: Connection | undefined;
    const storeBreaker = createStoreBreaker(() => connection);

    @Controller()
    class HealthController {
      constructor(
        @Inject(getConnectionToken()) private readonly connection: Connection,
        @InjectModel(HealthProbe.name) private readonly probes: Model<HealthProbe>,
      ) {}

      @MessagePattern(`${name}.health`)
      async health(): Promise<ServiceHealth> {
        const mongo = await probe(this.probes, this.connection);
        // what health finds, the breaker knows: calls fail fast while the store is down
        storeBreaker.report(mongo === 'up');
        return { service: name, status: mongo, mongo };
      }
    }

    return {
      module: ServiceCoreModule,
      imports: [
        MongooseModule.forRoot(config.MONGO_URL, {
          ...STORE_DEADLINES,
          // the driver times each command (wine_store_command_duration_seconds: Store slow)
          monitorCommands: true,
          // indexes are declared in the schemas; in production the migration step makes them
          // (npm run migrate, the migrate Job) and a pod only checks the unique ones at start;
          // elsewhere the process makes them itself, until they are made (keepMakingIndexes)
          autoIndex: false,
          connectionFactory: (conn: Connection) => {
            connection = conn;
            // ready only while this pod's own store answers (GET /health/ready on the metrics port)
            registerReadinessCheck('mongo', async () => (await mongoState(conn)) === 'up');
            conn.plugin(storeBreakerPlugin(storeBreaker, [HealthProbeSchema]));
            observeStoreCommands(conn.getClient());
            storeBreaker.start();
            return conn;
          },
        }),
        MongooseModule.forFeature([{ name: HealthProbe.name, schema: HealthProbeSchema }]),
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        {
          provide: UNIQUE_INDEX_CHECK,
          inject: [getConnectionToken()],
          useFactory: (connection: Connection) => {
            let making: ReturnType<typeof keepMakingIndexes> | undefined;
            return {
              onApplicationBootstrap: () => {
                if (indexCheck.skip) return undefined;
                // refuses to start without the unique indexes that hold the Free limits (store/indexes.ts)
                if (config.NODE_ENV === 'production') return assertUniqueIndexes(modelsOf(connection));
                making = keepMakingIndexes(modelsOf(connection), new Logger('Indexes'));
                return undefined;
              },
              onApplicationShutdown: () => making?.stop(),
            };
          },
        },
        { provide: STORE_BREAKER, useValue: storeBreaker },
        {
          provide: EventBus,
          inject: [getConnectionToken()],
          useFactory: (connection: Connection) =>
            new EventBus({
              clientId: options.clientId ?? name,
              brokers: config.KAFKA_BROKERS,
              groupId: name,
              connection,
              kafka: kafkaConnection(config),
              replicationFactor: kafkaReplication(config),
            }),
        },
      ],
      exports: [APP_CONFIG, STORE_BREAKER, EventBus],
    };
  }
}
