import { DataSource } from 'typeorm';
import { ContactSubmissionEntity } from './entities/contact-submission.entity.js';
import { DemoRequestEntity } from './entities/demo-request.entity.js';
import { EvidencePackRequestEntity } from './entities/evidence-pack-request.entity.js';
import { LeadViewEntity } from './entities/lead.view.js';
import { AuditLogEntity } from './entities/audit-log.entity.js';
import { ApiTokenEntity, RecoveryCodeEntity } from './entities/user-credential.entities.js';
import { UserEntity } from './entities/user.entity.js';
import { CreateLeadTables1795300000000 } from './migrations/1795300000000-create-lead-tables.js';
import { AddLeadClaimsAndSource1795400000000 } from './migrations/1795400000000-add-lead-claims-and-source.js';
import { AddLeadAcknowledgement1795500000000 } from './migrations/1795500000000-add-lead-acknowledgement.js';
import { AddLeadInboxIndexes1795600000000 } from './migrations/1795600000000-add-lead-inbox-indexes.js';
import { NameAcknowledgementCaps1795700000000 } from './migrations/1795700000000-name-acknowledgement-caps.js';
import { AddLeadDeliveriesQueuedAt1795850000000 } from './migrations/1795850000000-add-lead-deliveries-queued-at.js';
import { AddPrivacyAuditLog1795900000000 } from './migrations/1795900000000-add-privacy-audit-log.js';
import { AddStaffSecondFactor1796000000000 } from './migrations/1796000000000-add-staff-second-factor.js';
import { AddLeadVerdicts1796100000000 } from './migrations/1796100000000-add-lead-verdicts.js';
import { AddStaffRolesAndAuditLog1796200000000 } from './migrations/1796200000000-add-staff-roles-and-audit-log.js';

export const ENTITIES = [
  ContactSubmissionEntity,
  DemoRequestEntity,
  EvidencePackRequestEntity,
  LeadViewEntity,
  UserEntity,
  RecoveryCodeEntity,
  ApiTokenEntity,
  AuditLogEntity,
];

/** Every migration, in order. The schema only ever changes through these (never `synchronize`). */
export const MIGRATIONS = [
  CreateLeadTables1795300000000,
  AddLeadClaimsAndSource1795400000000,
  AddLeadAcknowledgement1795500000000,
  AddLeadInboxIndexes1795600000000,
  NameAcknowledgementCaps1795700000000,
  AddLeadDeliveriesQueuedAt1795850000000,
  AddPrivacyAuditLog1795900000000,
  AddStaffSecondFactor1796000000000,
  AddLeadVerdicts1796100000000,
  AddStaffRolesAndAuditLog1796200000000,
];

/** The lead database's TypeORM data source (not yet initialised) at `url` (each process reads DATABASE_URL through @site/config). */
export function createDataSource(url: string, poolSize = 10): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  });
}

/** Applies pending migrations (each in its own transaction) and returns the names applied. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}
