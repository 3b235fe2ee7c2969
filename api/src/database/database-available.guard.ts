import { type CanActivate, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { LeadRepository } from '@site/persistence';
import { errorBody } from '../errors/error-body.js';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The lead database is unavailable. Please try again later.';

/**
 * Answers 503 (the API's JSON error body) while the data source is not open yet: `DatabaseConnector` opens it in
 * the background after boot, so the first requests of a fresh API (or one started before PostgreSQL) would
 * otherwise fail inside TypeORM with a 500. Put it first in `@UseGuards` of every route that reads or writes
 * the database (its module imports `DatabaseModule`).
 */
@Injectable()
export class DatabaseAvailableGuard implements CanActivate {
  constructor(private readonly leads: LeadRepository) {}

  canActivate(): boolean {
    if (!this.leads.isAvailable) throw new ServiceUnavailableException(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    return true;
  }
}
