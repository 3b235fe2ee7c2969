import { buildLeadSource, type LeadSource, type LeadUtm, pathWithQuery, utmFromSearch } from '@site/contracts/lead-source-parts';

/** Kept for the visit (the tab's session), never sent anywhere but with a lead the visitor submits. */
export const VISIT_STORAGE_KEY = 'site:visit-source';

interface VisitRecord {
  landingPage: string;
  /** The landing page's referrer when it was another site. */
  referrer?: string;
  utm?: LeadUtm;
  currentPage: string;
  previousPage?: string;
}

/** Where the record lives; sessionStorage in the browser, an in-memory stand-in when storage is refused. */
export interface VisitStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const memory = new Map<string, string>();
const memoryStorage: VisitStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
};

function defaultStorage(): VisitStorage {
  try {
    // Private modes and blocked cookies make sessionStorage throw on access.
    const storage = window.sessionStorage;
    storage.getItem(VISIT_STORAGE_KEY);
    return storage;
  } catch {
    return memoryStorage;
  }
}

function read(storage: VisitStorage): VisitRecord | undefined {
  try {
    const raw = storage.getItem(VISIT_STORAGE_KEY);
    const record = raw ? (JSON.parse(raw) as Partial<VisitRecord>) : undefined;
    return record && typeof record.landingPage === 'string' && typeof record.currentPage === 'string' ? (record as VisitRecord) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: VisitStorage, record: VisitRecord): void {
  try {
    storage.setItem(VISIT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or refused: the lead then goes without its source, never without being sent.
  }
}

/** The referrer if it is another site's page (a navigation inside the site is not a referrer). */
function externalReferrer(referrer: string, siteOrigin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).origin === siteOrigin ? undefined : referrer;
  } catch {
    return undefined;
  }
}

/**
 * Records a page view of the visit: the first one is the landing page (its utm_* parameters and the external
 * referrer are kept); later ones move the previous page along, so a form knows the page the visitor came from.
 */
export function recordPageView(
  location: { pathname: string; search: string },
  documentReferrer: string,
  siteOrigin: string,
  storage: VisitStorage = defaultStorage(),
): void {
  const page = pathWithQuery(location);
  const record = read(storage);
  if (!record) {
    write(storage, {
      landingPage: page,
      referrer: externalReferrer(documentReferrer, siteOrigin),
      utm: utmFromSearch(new URLSearchParams(location.search)),
      currentPage: page,
    });
    return;
  }
  if (record.currentPage === page) return;
  write(storage, { ...record, previousPage: record.currentPage, currentPage: page });
}

/** The lead source of the visit so far (sent with a lead), or undefined when nothing was recorded. */
export function visitLeadSource(storage: VisitStorage = defaultStorage()): LeadSource | undefined {
  const record = read(storage);
  if (!record) return undefined;
  return buildLeadSource({ page: record.previousPage, landingPage: record.landingPage, referrer: record.referrer, utm: record.utm });
}
