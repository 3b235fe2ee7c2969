import { Module } from '@nestjs/common';
import { TypeOrmModule, type TypeOrmModuleOptions } from '@nestjs/typeorm';
import {
  ApiTokenRepository,
  ENTITIES,
  LeadInboxRepository,
  LeadRepository,
  REPOSITORY_PROVIDERS,
  UserFactorRepository,
  UserRepository,
} from '@site/persistence';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';
import { DatabaseConnector } from './database-connector.js';

/**
 * The PostgreSQL data source and the repositories of @site/persistence on it (leads, the staff inbox, users): modules read
 * and write the database only through those. Schema changes go through migrations, never `synchronize`.
 * The connection is opened by `DatabaseConnector` after boot, not by TypeORM during module
 * initialisation, so the API starts even when PostgreSQL is down.
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: ApiConfig): TypeOrmModuleOptions => ({
        type: 'postgres',
        url: config.databaseUrl,
        synchronize: false,
        migrationsRun: false,
        // The lead tables and users, as defined (and migrated) by @site/persistence.
        entities: ENTITIES,
        autoLoadEntities: true,
        manualInitialization: true,
        connectTimeoutMS: 2000,
        applicationName: 'exposure-site-api',
        logging: false,
      }),
    }),
  ],
  providers: [DatabaseConnector, ...REPOSITORY_PROVIDERS],
  exports: [DatabaseConnector, LeadRepository, LeadInboxRepository, UserRepository, UserFactorRepository, ApiTokenRepository],
})
export class DatabaseModule {}
