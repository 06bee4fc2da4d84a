import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startSummary } from './start-summary.ts';

const summary = (env: Record<string, string>) => startSummary(loadConfig({ DATA_DIR: '/srv/vitrine', ...env }));

describe('the start log', () => {
  it('names the URL of every theme port, the embedded database, the mail folder and where the generated API key is kept', () => {
    expect(summary({})).toEqual([
      'Vitrine rock: http://localhost:3001',
      'Vitrine latino: http://localhost:3002',
      'Vitrine standup: http://localhost:3003',
      'Vitrine culture_fr: http://localhost:3004',
      'Vitrine spkombat: http://localhost:3005',
      'Vitrine brand_fr: http://localhost:3006',
      'Vitrine brand_en: http://localhost:3007',
      'Vitrine sport: http://localhost:3008',
      'Vitrine wildpeaks: http://localhost:3009',
      'database: PGlite in /srv/vitrine/pglite',
      'mail: file transport, one .eml per message in /srv/vitrine/outbox-mail, to contact@vitrine.localhost',
      'API key: generated, kept in /srv/vitrine/api-key (set API_KEYS to choose it)',
    ]);
  });

  it('masks the PostgreSQL password and the SMTP credentials, and says the API keys come from API_KEYS', () => {
    const lines = summary({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://vitrine:s3cret-pw@db.internal:5432/vitrine',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mailer:smtp-pw@mail.example.org:587',
      API_KEYS: 'key-one-0123456789abcdef,key-two-0123456789abcdef',
    });
    expect(lines).toEqual([
      'Vitrine (theme from the Host header): http://127.0.0.1:8080',
      'database: PostgreSQL postgres://vitrine:***@db.internal:5432/vitrine',
      'mail: SMTP relay smtp://mail.example.org:587, to contact@vitrine.localhost',
      'API key: from API_KEYS (2 accepted)',
    ]);
    expect(lines.join('\n')).not.toMatch(/s3cret-pw|smtp-pw|key-one/);
  });

  it('names the messaging API by its origin, never with its key', () => {
    const lines = summary({ MAIL_TRANSPORT: 'http', MAIL_API_URL: 'https://api.mail.example/v1/send', MAIL_API_KEY: 'mail-api-secret' });
    expect(lines).toContain('mail: messaging API https://api.mail.example, to contact@vitrine.localhost');
    expect(lines.join('\n')).not.toContain('mail-api-secret');
  });
});
