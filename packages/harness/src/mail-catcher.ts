import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPortOpen } from './ports.js';
import { type SuperviseOptions, supervise } from './supervise.js';

export interface MailCatcher {
  /** False when a catcher already served both ports (stop() then does nothing). */
  started: boolean;
  smtpUrl: string;
  /** The web inbox (and its REST API under /api). */
  inboxUrl: string;
  stop(): Promise<void>;
}

/** The maildev command line (the package's own bin script). */
function maildevBin(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');
}

async function isMaildev(webPort: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${webPort}/api/healthz`, { signal: AbortSignal.timeout(1000) });
    return response.ok && (await response.text()).trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * The development mail catcher of `npm start`: maildev (a maintained catcher with a web inbox), SMTP on
 * `smtpPort`, the inbox on `webPort`, both on 127.0.0.1 only, the last 500 messages kept in `mailDirectory`.
 * When a maildev already serves these ports (a second `npm start`), it is reused and left alone.
 */
export async function startMailCatcher({
  smtpPort,
  webPort,
  mailDirectory,
  echo = false,
  onUnexpectedExit,
}: {
  smtpPort: number;
  webPort: number;
  mailDirectory: string;
  echo?: boolean;
  /** Called if maildev exits on its own (see SuperviseOptions). */
  onUnexpectedExit?: SuperviseOptions['onUnexpectedExit'];
}): Promise<MailCatcher> {
  const urls = { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, inboxUrl: `http://127.0.0.1:${webPort}` };
  if ((await isPortOpen(smtpPort)) && (await isMaildev(webPort))) return { started: false, ...urls, stop: async () => undefined };
  for (const port of [smtpPort, webPort]) {
    if (await isPortOpen(port)) throw new Error(`port ${port} is in use by something other than maildev: stop it, or set SMTP_PORT / MAIL_UI_PORT`);
  }
  const catcher = await supervise({
    name: 'maildev',
    args: [
      maildevBin(),
      '--smtp',
      String(smtpPort),
      '--ip',
      '127.0.0.1',
      '--web',
      String(webPort),
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      mailDirectory,
      '--max-emails',
      '500',
    ],
    port: webPort,
    echo,
    onUnexpectedExit,
  });
  return { started: true, ...urls, stop: () => catcher.stop() };
}
