import { loadConfig } from '../config.ts';
import type { MailConfig } from '../mail/mail-config.ts';

type Transport = MailConfig['transport'];

/** The mail settings the server would load from `env` with this transport, typed as that transport's. */
export function testMailConfig<T extends Transport>(transport: T, env: Record<string, string> = {}): Extract<MailConfig, { transport: T }> {
  const { mail } = loadConfig({ ...env, MAIL_TRANSPORT: transport });
  if (mail.transport !== transport) throw new Error(`expected the ${transport} transport, got ${mail.transport}`);
  return mail as Extract<MailConfig, { transport: T }>;
}
