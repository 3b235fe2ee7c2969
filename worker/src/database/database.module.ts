import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule, type TypeOrmModuleOptions } from '@nestjs/typeorm';
import { createDataSource, ENTITIES, LeadRepository, REPOSITORY_PROVIDERS } from '@site/persistence';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { migrateOnStart } from './migrate-on-start.js';

/**
 * The lead database: the data source of @site/persistence, opened and migrated while the application
 * context is created (before any processor takes a job), and the LeadRepository every feature reads and writes
 * leads through. The schema only changes through migrations, never `synchronize`. @nestjs/typeorm retries the
 * whole step while PostgreSQL is unreachable.
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [WORKER_CONFIG],
      useFactory: (config: WorkerSettings): TypeOrmModuleOptions => ({
        type: 'postgres',
        url: config.databaseUrl,
        entities: ENTITIES,
        synchronize: false,
        migrationsRun: false,
        retryAttempts: 5,
        retryDelay: 2000,
        // One connection per concurrent job, plus the sweeper.
        poolSize: config.concurrency + 2,
      }),
      dataSourceFactory: async (options) => {
        // The options of useFactory above: the configured URL and pool size.
        const { url, poolSize } = options as { url: string; poolSize: number };
        const dataSource = createDataSource(url, poolSize);
        await dataSource.initialize();
        try {
          const applied = await migrateOnStart(dataSource);
          new Logger('Database').log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
        } catch (error) {
          await dataSource.destroy();
          throw error;
        }
        return dataSource;
      },
    }),
  ],
  providers: REPOSITORY_PROVIDERS,
  exports: [LeadRepository],
})
export class DatabaseModule {}
