import { PersonCorrection, PersonErasure } from '@site/privacy';
import { DataSource } from 'typeorm';
import { LEAD_QUEUE, type LeadQueue } from '../queue/lead-queue.constants.js';

/** The data-subject requests of @site/privacy on the API's data source and leads queue. */
export const PERSON_ERASURE_PROVIDER = {
  provide: PersonErasure,
  inject: [DataSource, LEAD_QUEUE],
  useFactory: (dataSource: DataSource, queue: LeadQueue) => new PersonErasure(dataSource, queue),
};

/** Corrections of a person's data (@site/privacy) on the API's data source. */
export const PERSON_CORRECTION_PROVIDER = {
  provide: PersonCorrection,
  inject: [DataSource],
  useFactory: (dataSource: DataSource) => new PersonCorrection(dataSource),
};
