import { DataSource } from 'typeorm';
import { LeadInboxRepository } from './inbox/lead-inbox-repository.js';
import { LeadRepository } from './leads/lead-repository.js';
import { ApiTokenRepository } from './users/api-token-repository.js';
import { UserFactorRepository } from './users/user-factor-repository.js';
import { UserRepository } from './users/user-repository.js';

/**
 * Nest providers of the repositories, made from the DataSource that @nestjs/typeorm's TypeOrmModule provides
 * (plain provider objects: this package does not depend on Nest). A module lists them and exports the classes.
 */
export const REPOSITORY_PROVIDERS = [
  { provide: LeadRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new LeadRepository(dataSource) },
  { provide: LeadInboxRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new LeadInboxRepository(dataSource) },
  { provide: UserRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new UserRepository(dataSource) },
  { provide: UserFactorRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new UserFactorRepository(dataSource) },
  { provide: ApiTokenRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new ApiTokenRepository(dataSource) },
];
