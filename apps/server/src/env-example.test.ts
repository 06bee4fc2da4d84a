import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

/** The variables of README's Environment table (first column, in backticks). */
function readmeVariables(): string[] {
  const section = read('README.md').split(/^## /m).find((part) => part.startsWith('Environment')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? ''));
}

describe('.env.example', () => {
  it("lists every variable of README's Environment table", () => {
    const variables = readmeVariables();
    expect(variables.length).toBeGreaterThan(20);
    const listed = new Set([...read('.env.example').matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(variables.filter((name) => !listed.has(name))).toEqual([]);
  });
});
