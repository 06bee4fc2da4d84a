import { describe, expect, it } from 'vitest';
import { knownLabel, labelTitleOf } from './label-page.ts';

const LABELS = [
  { label: 'NuclearBlastRecords', title: 'Nuclear Blast' },
  { label: 'napalmrecords', title: 'Napalm Records' },
];

describe('label pages (PRODUCT §12)', () => {
  it('?label= names one of the theme labels, exactly', () => {
    expect(knownLabel('napalmrecords', LABELS)).toBe('napalmrecords');
    expect(knownLabel('NapalmRecords', LABELS)).toBeNull();
  });

  it('an unknown, empty or missing label is the whole home page', () => {
    expect(knownLabel('gone-label', LABELS)).toBeNull();
    expect(knownLabel('', LABELS)).toBeNull();
    expect(knownLabel(null, LABELS)).toBeNull();
    expect(knownLabel(undefined, LABELS)).toBeNull();
  });

  it("a label's title is its entry's, else the fallback", () => {
    expect(labelTitleOf('NuclearBlastRecords', LABELS)).toBe('Nuclear Blast');
    expect(labelTitleOf('other', LABELS, 'Other Channel')).toBe('Other Channel');
    expect(labelTitleOf('other', LABELS)).toBe('other');
  });
});
