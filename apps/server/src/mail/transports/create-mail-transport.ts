import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../mail-config.ts';
import { createFileTransport } from './file-transport.ts';
import { createHttpTransport } from './http-transport.ts';
import type { MailTransport } from './mail-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export function createMailTransport(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  const { smtpUrl, apiUrl, apiKey } = config;
  switch (config.transport) {
    case 'file':
      return createFileTransport(config, log);
    case 'smtp':
      if (!smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
      return createSmtpTransport({ ...config, smtpUrl });
    case 'http':
      if (!apiUrl || !apiKey) throw new Error('MAIL_TRANSPORT=http needs MAIL_API_URL and MAIL_API_KEY');
      return createHttpTransport({ ...config, apiUrl, apiKey });
  }
}
