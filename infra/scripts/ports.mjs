// Local ports and URLs (env overrides): the site on PORT (8080), the API under /api.
import { ENV_DEFAULTS } from '@site/config/defaults';

/** The variable's value, or its default from @site/config (the one place defaults are written). */
const int = (env, name) => Number.parseInt(env[name] || ENV_DEFAULTS[name], 10);
const text = (env, name) => env[name] || ENV_DEFAULTS[name];

export const REMOTE_NAMES = ['platform', 'services', 'company', 'contact'];

export function localConfig(env = process.env) {
  return {
    port: int(env, 'PORT'),
    apiPort: int(env, 'API_PORT'),
    remotePorts: {
      platform: int(env, 'REMOTE_PLATFORM_PORT'),
      services: int(env, 'REMOTE_SERVICES_PORT'),
      company: int(env, 'REMOTE_COMPANY_PORT'),
      contact: int(env, 'REMOTE_CONTACT_PORT'),
    },
    smtpPort: int(env, 'SMTP_PORT'),
    mailUiPort: int(env, 'MAIL_UI_PORT'),
    databaseUrl: text(env, 'DATABASE_URL'),
    redisUrl: text(env, 'REDIS_URL'),
    /** Unset: `npm start` runs its own mail catcher on SMTP_PORT and the worker sends there. */
    smtpUrl: env.SMTP_URL || undefined,
    salesEmail: text(env, 'SALES_EMAIL'),
    mailFrom: text(env, 'MAIL_FROM'),
  };
}
