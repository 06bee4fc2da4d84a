import { join } from 'node:path';
import { THEME_IDS, THEME_PORTS } from '@vitrine/catalog/themes/theme-ids';
import { API_KEY_FILE } from './auth/api-keys.ts';
import type { AppConfig } from './config.ts';
import { maskDatabaseUrl } from './db/database-url.ts';
import type { MailConfig } from './mail/mail-config.ts';

/** Listen addresses that mean "every interface": the URLs name localhost instead. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::']);

/** What an operator reads in the start log: where to browse, and which database, mail transport and API key are in use. */
export function startSummary(config: AppConfig): string[] {
  const themeByPort = new Map(THEME_IDS.map((id) => [THEME_PORTS[id], id]));
  const host = ANY_ADDRESS.has(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return [
    ...config.ports.map((port) => `Vitrine ${themeByPort.get(port) ?? '(theme from the Host header)'}: http://${host}:${port}`),
    `database: ${config.databaseUrl === undefined ? `PGlite in ${config.pgliteDir}` : `PostgreSQL ${maskDatabaseUrl(config.databaseUrl)}`}`,
    `mail: ${describeMailTransport(config.mail)}, to ${config.mail.to}`,
    config.apiKeys === undefined
      ? `API key: generated, kept in ${join(config.dataDir, API_KEY_FILE)} (set API_KEYS to choose it)`
      : `API key: from API_KEYS (${config.apiKeys.length} accepted)`,
  ];
}

/** Where mail goes, without credentials (SMTP user and password, the messaging API's key). */
function describeMailTransport(mail: MailConfig): string {
  switch (mail.transport) {
    case 'file':
      return `file transport, one .eml per message in ${mail.fileDir}`;
    case 'smtp':
      return `SMTP relay ${originOf(mail.smtpUrl)}`;
    case 'http':
      return `messaging API ${originOf(mail.apiUrl)}`;
  }
}

function originOf(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}
