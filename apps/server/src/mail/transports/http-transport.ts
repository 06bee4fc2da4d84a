import { buildRelayBody } from '../contact-message.ts';
import type { HttpMailConfig } from '../mail-config.ts';
import { PermanentMailError, type MailTransport } from './mail-transport.ts';

// A 4xx means the relay refuses this very request, except these, which say "later".
const RETRYABLE_CLIENT_STATUSES = new Set([408, 425, 429]);

/**
 * Relays the spec's body to a third-party messaging API (PRODUCT §7.4); the
 * answer is judged by its status only.
 */
export function createHttpTransport(config: HttpMailConfig): MailTransport {
  return {
    kind: 'http',
    async send(request, idempotencyKey) {
      const response = await fetch(config.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': config.apiKey, 'idempotency-key': idempotencyKey },
        body: JSON.stringify(buildRelayBody(request, config)),
        signal: AbortSignal.timeout(config.sendTimeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return;
      const reason = `mail API answered ${response.status} ${response.statusText}`.trim();
      if (response.status >= 400 && response.status < 500 && !RETRYABLE_CLIENT_STATUSES.has(response.status)) {
        throw new PermanentMailError(reason);
      }
      throw new Error(reason);
    },
    async close() {},
  };
}
