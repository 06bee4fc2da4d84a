import nodemailer from 'nodemailer';
import { buildContactMail } from '../contact-message.ts';
import type { SmtpMailConfig } from '../mail-config.ts';
import { PermanentMailError, type MailTransport } from './mail-transport.ts';

interface SmtpError extends Error {
  responseCode?: number;
  permanent?: boolean;
  response?: string;
}

// RFC 5321: 5yz is a permanent refusal, except 503 (wrong command sequence), which a new
// session can get past. nodemailer sets `permanent` itself; the code is checked too.
function isPermanent(error: SmtpError): boolean {
  if (error.permanent !== undefined) return error.permanent;
  const code = error.responseCode;
  return code !== undefined && code >= 500 && code < 600 && code !== 503;
}

export function createSmtpTransport(config: SmtpMailConfig): MailTransport {
  // nodemailer's own socket timeout is 10 minutes: far longer than the outbox lease.
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: config.sendTimeoutMs,
    greetingTimeout: config.sendTimeoutMs,
    socketTimeout: config.sendTimeoutMs,
  });
  return {
    kind: 'smtp',
    async send(request, idempotencyKey) {
      try {
        await transporter.sendMail(buildContactMail(request, idempotencyKey, config));
      } catch (error) {
        const smtpError = error as SmtpError;
        if (isPermanent(smtpError)) throw new PermanentMailError(smtpError.response ?? smtpError.message, { cause: error });
        throw error;
      }
    },
    async close() {
      transporter.close();
    },
  };
}
