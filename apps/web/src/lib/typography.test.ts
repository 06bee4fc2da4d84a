import { describe, expect, it } from 'vitest';
import { keepPunctuationAttached } from './typography.ts';

describe('keepPunctuationAttached', () => {
  it.each([
    ['Invitation au voyage : le Maroc', 'Invitation au voyage\u00a0: le Maroc'],
    ['UTMB 2026 | Temps forts', 'UTMB 2026\u00a0| Temps forts'],
    ['Quoi ? Vraiment !', 'Quoi\u00a0? Vraiment\u00a0!'],
    ['« Fragile »', '«\u00a0Fragile\u00a0»'],
    ['Official Video (Live)', 'Official Video (Live)'],
  ])('%j', (input, expected) => {
    expect(keepPunctuationAttached(input)).toBe(expected);
  });
});
