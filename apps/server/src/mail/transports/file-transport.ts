import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { buildContactMail } from '../contact-message.ts';
import type { FileMailConfig } from '../mail-config.ts';
import type { MailTransport } from './mail-transport.ts';

/**
 * The default transport: one .eml per message in the data dir, so a fresh checkout
 * "sends" mail without any account, and the operator can open it in a mail client.
 */
export function createFileTransport(config: FileMailConfig, log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'file',
    async send(request, idempotencyKey) {
      const info = await composer.sendMail(buildContactMail(request, idempotencyKey, config));
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not return a buffer');
      await mkdir(config.fileDir, { recursive: true });
      // Named after the Message-ID: a redelivery overwrites the same file instead of adding one.
      const file = path.join(config.fileDir, `${info.messageId.replace(/[<>]/g, '').split('@')[0]}.eml`);
      const partial = `${file}.partial`;
      await writeFile(partial, info.message);
      await rename(partial, file);
      log.info({ file, to: config.to }, 'contact mail written');
    },
    async close() {
      composer.close();
    },
  };
}
