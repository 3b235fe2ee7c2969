import { CORRECTABLE_FIELDS, LEAD_KINDS, type LeadKind, type PersonCorrection as Correction } from '@site/contracts';
import { AuditLogRepository, PersonRepository } from '@site/persistence';
import type { DataSource } from 'typeorm';
import type { PrivacyRequester } from './person-erasure.js';

/** What a correction changed: leads per kind, and per field named, 1 (the values themselves are never recorded). */
export type CorrectionCounts = Record<LeadKind, number> & Partial<Record<(typeof CORRECTABLE_FIELDS)[number], number>>;

/**
 * A person's right to have inaccurate or incomplete data corrected: the fields given (already validated with
 * `personCorrectionSchema` of @site/contracts) are written into every lead of the address, and the correction is
 * recorded in the audit log in the same transaction, with counts only: which fields and how many leads, never an
 * old or new value. `email` is normalised (`normalisePersonEmail`).
 */
export class PersonCorrection {
  private readonly people: PersonRepository;
  private readonly audit: AuditLogRepository;

  constructor(private readonly dataSource: DataSource) {
    this.people = new PersonRepository(dataSource);
    this.audit = new AuditLogRepository(dataSource);
  }

  /** Corrects every lead of `email`: the counts, or undefined (nothing changed or recorded) when none is stored. */
  correct(email: string, fields: Correction, requester: PrivacyRequester): Promise<CorrectionCounts | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const corrected = await this.people.correctLeads(manager, email, fields);
      if (corrected.length === 0) return undefined;
      const counts = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, corrected.filter((key) => key.kind === kind).length])) as CorrectionCounts;
      for (const field of CORRECTABLE_FIELDS) if (fields[field] !== undefined) counts[field] = 1;
      await this.audit.record({ action: 'correction', ...requester, counts: { ...counts } }, new Date(), manager);
      return counts;
    });
  }
}
