/**
 * Base figures of the derived video scores by record label (PRODUCT §9.1): vote base 7.0 to
 * 8.7 (7 by default), view base 5000 to 18000 (5000 by default). Keyed by the channel
 * identifier (`metadata.username`), compared case-insensitively.
 */
export interface RecordLabelBase {
  vote: number;
  views: number;
}

export const DEFAULT_RECORD_LABEL_BASE: RecordLabelBase = { vote: 7, views: 5_000 };

export const RECORD_LABEL_BASES: Readonly<Record<string, RecordLabelBase>> = {
  nuclearblastrecords: { vote: 8.7, views: 18_000 },
  roadrunnerrecords: { vote: 8.6, views: 17_000 },
  centurymedia: { vote: 8.5, views: 15_000 },
  napalmrecords: { vote: 8.4, views: 14_000 },
  metalbladerecords: { vote: 8.3, views: 12_000 },
  seasonofmistofficial: { vote: 8.2, views: 10_000 },
  sumerianrecords: { vote: 8.1, views: 11_000 },
  relapserecords: { vote: 8.0, views: 9_000 },
  peacevillerecords: { vote: 7.9, views: 7_500 },
  frontiersmusicsrl: { vote: 7.8, views: 8_000 },
  insideoutmusictv: { vote: 7.7, views: 8_500 },
  spvrecords: { vote: 7.6, views: 7_000 },
  afmrecords: { vote: 7.5, views: 6_500 },
  prostheticrecords: { vote: 7.4, views: 6_000 },
  earacherecords: { vote: 7.3, views: 6_000 },
  spinefarmrecords: { vote: 7.2, views: 7_000 },
  pelagicrecords: { vote: 7.1, views: 5_500 },
  svartrecords: { vote: 7.0, views: 5_000 },
};

export function recordLabelBase(username: string): RecordLabelBase {
  const key = username.toLowerCase();
  return Object.hasOwn(RECORD_LABEL_BASES, key) ? (RECORD_LABEL_BASES[key] ?? DEFAULT_RECORD_LABEL_BASE) : DEFAULT_RECORD_LABEL_BASE;
}
