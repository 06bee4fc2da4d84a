import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/**
 * A real SMTP server on 127.0.0.1 for the mail tests: it keeps what it receives, can be
 * stopped and started again on the same port, and can refuse recipients like a relay.
 */

export interface ReceivedMail {
  envelopeTo: string[];
  headers: Map<string, string>;
  text: string;
  raw: string;
}

const CLOSE_GRACE_MS = 2_000;
const WAIT_STEP_MS = 20;

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const isQuotedPrintable = headers.get('content-transfer-encoding')?.toLowerCase() === 'quoted-printable';
  const text = (isQuotedPrintable ? decodeQuotedPrintable(body) : body).replace(/\r\n/g, '\n').replace(/\n$/, '');
  return { envelopeTo, headers, text, raw };
}

export interface TestSmtpServer {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Answer every RCPT TO with this SMTP reply code (e.g. 550) until cleared with undefined. */
  refuseRecipientsWith(code: number | undefined): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusalCode: number | undefined;
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: CLOSE_GRACE_MS,
        onRcptTo(address, _session, callback) {
          if (refusalCode === undefined) return callback();
          const error = Object.assign(new Error(`mailbox ${address.address} unavailable`), { responseCode: refusalCode });
          callback(error);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address);
            received.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelopeTo));
            callback();
          });
        },
      });
      instance.on('error', reject);
      instance.listen(port, '127.0.0.1', () => {
        port = (instance.server.address() as AddressInfo).port;
        server = instance;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    refuseRecipientsWith(code) {
      refusalCode = code;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    start: listen,
    async waitForMails(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      }
      return received;
    },
  };
}
