// Only claims/claim-page.ts still imports the titles from here (that file is being rewritten elsewhere); everything
// else takes them from @site/contracts. Delete this file once that import is gone.
export { LEAD_KIND_TITLES } from '@site/contracts';
