// Local ports and URLs of `npm start` (the README's environment table): the site on PORT (8080), the API under /api.
const int = (value, fallback) => (value ? Number.parseInt(value, 10) : fallback);

export const REMOTE_NAMES = ['platform', 'services', 'company', 'contact'];

export function localConfig(env = process.env) {
  return {
    port: int(env.PORT, 8080),
    apiPort: int(env.API_PORT, 3000),
    remotePorts: {
      platform: int(env.REMOTE_PLATFORM_PORT, 3101),
      services: int(env.REMOTE_SERVICES_PORT, 3102),
      company: int(env.REMOTE_COMPANY_PORT, 3103),
      contact: int(env.REMOTE_CONTACT_PORT, 3104),
    },
    smtpPort: int(env.SMTP_PORT, 1025),
    mailUiPort: int(env.MAIL_UI_PORT, 1080),
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/exposure_site',
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    /** Unset: `npm start` runs its own mail catcher on SMTP_PORT and the worker sends there. */
    smtpUrl: env.SMTP_URL || undefined,
    salesEmail: env.SALES_EMAIL || 'sales@surface-harvester.test',
    mailFrom: env.MAIL_FROM || 'Surface Harvester <no-reply@surface-harvester.test>',
  };
}
