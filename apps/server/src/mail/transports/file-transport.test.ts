import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testMailConfig } from '../../test/test-mail-config.ts';
import { parseMail } from '../../test/test-smtp-server.ts';
import { createFileTransport } from './file-transport.ts';

const request = { name: 'Jeanne Dupont', email: 'jeanne@example.com', message: 'Bonjour' };

describe('file transport', () => {
  let dataDir = '';
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('writes one .eml per message under <DATA_DIR>/outbox-mail, once even when delivered twice', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-mail-'));
    const config = testMailConfig('file', { MAIL_TO: 'operator@example.org', DATA_DIR: dataDir });
    const logged: unknown[] = [];
    const transport = createFileTransport(config, { info: (entry: unknown) => logged.push(entry) });

    await transport.send(request, 'key-1');
    await transport.send(request, 'key-1');
    await transport.send({ ...request, message: 'Autre' }, 'key-2');
    await transport.close();

    const files = await readdir(path.join(dataDir, 'outbox-mail'));
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    expect(logged).toContainEqual({ file: path.join(dataDir, 'outbox-mail', files[0] ?? ''), to: 'operator@example.org' });
    const raw = await Promise.all(files.map((file) => readFile(path.join(dataDir, 'outbox-mail', file), 'utf8')));
    const mails = raw.map((text) => parseMail(text, []));
    expect(mails.map((mail) => mail.headers.get('to'))).toEqual(['operator@example.org', 'operator@example.org']);
    expect(mails.map((mail) => mail.text.split('\n').at(-1)).sort()).toEqual(['Message : Autre', 'Message : Bonjour']);
  });
});
