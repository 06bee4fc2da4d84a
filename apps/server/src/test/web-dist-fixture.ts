import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The web app's own template: the build copies its head as it is, adding only script and style links. */
export const WEB_TEMPLATE = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

/** A stand-in for apps/web/dist (index.html and an assets folder); `remove` deletes it. */
export function webDistFixture(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), WEB_TEMPLATE);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
