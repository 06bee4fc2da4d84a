import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../mail-config.ts';
import { createFileTransport } from './file-transport.ts';
import { createHttpTransport } from './http-transport.ts';
import type { MailTransport } from './mail-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export function createMailTransport(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  switch (config.transport) {
    case 'file':
      return createFileTransport(config, log);
    case 'smtp':
      return createSmtpTransport(config);
    case 'http':
      return createHttpTransport(config);
  }
}
