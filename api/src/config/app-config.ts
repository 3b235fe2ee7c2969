// Only security/security-headers.ts still imports this name (that file is being rewritten elsewhere); everything
// else takes `ApiConfig` from @site/config. Delete this file once that import is gone.
export type { ApiConfig as AppConfig } from '@site/config';
