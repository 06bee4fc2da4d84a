import { describe, expect, it } from 'vitest';
import {
  ceilingCpuRatio,
  ceilingRatio,
  checkGoals,
  cpuPerAnswerMicroseconds,
  formatGoals,
  formatPeerRatio,
  formatRatio,
  formatTable,
  jsonServerRatio,
  sameBytesCeilingRatio,
  type BenchResults,
  type ResultRow,
} from './bench-report.ts';
import { cpuSecondsOf } from './process-cpu.ts';
import { rssBytesOf } from './process-rss.ts';

const MB = 1024 * 1024;
/** Five seconds of load; `cpuMicroseconds`: the server's CPU per answer, when it was read. */
const measurement = (requestsPerSecond: number, p99Ms = 5, failures = 0, cpuMicroseconds?: number) => ({
  requestsPerSecond,
  completed: requestsPerSecond * 5,
  durationS: 5,
  p50Ms: 1,
  p99Ms,
  failures,
  ...(cpuMicroseconds !== undefined && { serverCpuSeconds: (requestsPerSecond * 5 * cpuMicroseconds) / 1e6 }),
});
const row = (target: ResultRow['target'], path: string, variant: ResultRow['variant'], requestsPerSecond: number, p99Ms = 5, failures = 0, cpuMicroseconds?: number): ResultRow => ({
  target,
  path,
  variant,
  measurement: measurement(requestsPerSecond, p99Ms, failures, cpuMicroseconds),
});
/** The ceiling's server CPU per answer in the fixture. */
const CEILING_CPU_MICROSECONDS = 25;
/** The ceiling as measured before a target: the machine got busier between PostgreSQL and PGlite. */
const ceilingBefore = (ceilingRequestsPerSecond: number, rows: ResultRow[]): ResultRow[] => [
  row('ceiling', 'constant JSON page', 'cached', ceilingRequestsPerSecond, 5, 0, CEILING_CPU_MICROSECONDS),
  ...rows.map((each) => ({ ...each, ceiling: measurement(ceilingRequestsPerSecond, 5, 0, CEILING_CPU_MICROSECONDS) })),
];

const results: BenchResults = {
  rows: [
    ...ceilingBefore(20_000, [row('json-server', '/api/blogs created desc', 'cached', 10), row('json-server', '/api/blogs created desc', 'uncached', 8)]),
    ...ceilingBefore(20_000, [
      row('PostgreSQL', '/api/blogs created desc', 'cached', 12_000, 5, 0, 50),
      row('PostgreSQL', '/api/blogs created desc', 'uncached', 2_000, 12, 0, 300),
      // Autocannon was the limit: the server spent only 100 µs per page.
      { ...row('PostgreSQL', '/', 'cached', 11_000, 5, 0, 100), sameBytesCeiling: measurement(13_750) },
    ]),
    ...ceilingBefore(10_000, [row('PGlite', '/api/blogs created desc', 'cached', 4_000, 5, 0, 20), row('PGlite', '/api/blogs created desc', 'uncached', 400, 80, 3)]),
  ],
  peakRssBytes: { PostgreSQL: 180 * MB, PGlite: 320 * MB },
  importSeconds: { PGlite: 12.34 },
};
const byTarget = (target: string, variant = 'cached') => results.rows.find((r) => r.target === target && r.variant === variant && r.path.startsWith('/api'))!;

describe('bench report', () => {
  it('relates each row to the ceiling measured before its target and to json-server on the same query and variant', () => {
    expect(ceilingRatio(byTarget('PostgreSQL'))).toBe(0.6);
    expect(ceilingRatio(byTarget('PGlite'))).toBe(0.4);
    expect(jsonServerRatio(byTarget('PostgreSQL'), results)).toEqual({ value: 1_200, isLowerBound: false });
    expect(jsonServerRatio(byTarget('PostgreSQL', 'uncached'), results)).toEqual({ value: 250, isLowerBound: false });
    expect(jsonServerRatio(results.rows.find((r) => r.path === '/')!, results)).toBeUndefined();
    expect(jsonServerRatio(byTarget('json-server'), results)).toBeUndefined();
  });

  it('gives a lower bound when json-server answered nothing within the duration', () => {
    const slowPeer = { ...results, rows: results.rows.map((r) => (r.target === 'json-server' ? { ...r, measurement: { ...r.measurement, requestsPerSecond: 0, completed: 0 } } : r)) };
    const ratio = jsonServerRatio(byTarget('PostgreSQL'), slowPeer);
    expect(ratio).toEqual({ value: 60_000, isLowerBound: true });
    expect(formatPeerRatio(ratio)).toBe('> 60000×');
    expect(formatTable(slowPeer)).toContain('| json-server | /api/blogs created desc | cached | 0 | > 5000 | > 5000 | 0 | 0.000× | — | — | — | — |');
  });

  it("relates a cached page to a constant route sending the page's own bytes too, and only a page", () => {
    const page = results.rows.find((r) => r.path === '/')!;
    expect(sameBytesCeilingRatio(page)).toBe(0.8);
    expect(sameBytesCeilingRatio(byTarget('PostgreSQL'))).toBeUndefined();
    expect(formatTable(results)).toContain('| PostgreSQL | / | cached | 11000 | 1 | 5 | 0 | 0.55× | 0.80× | — | 100 | 0.25× |');
  });

  it('prints ratios with the digits that matter', () => {
    expect([1_200, 12.34, 0.6, 0.0123, undefined].map(formatRatio)).toEqual(['1200×', '12.3×', '0.60×', '0.012×', '—']);
  });

  it('prints one Markdown table with the ratios, then the peak RSS and the import times', () => {
    const table = formatTable(results);
    expect(table).toContain('| target | path | variant | req/s | p50 ms | p99 ms | failed | × ceiling | × same bytes | × json-server | server µs/answer | × ceiling by CPU |');
    expect(table).toContain('| PostgreSQL | /api/blogs created desc | cached | 12000 | 1 | 5 | 0 | 0.60× | — | 1200× | 50 | 0.50× |');
    expect(table).toContain('| ceiling | constant JSON page | cached | 20000 | 1 | 5 | 0 | 1× | — | — | 25 | — |');
    expect(table).toContain('Server RSS (peak, sampled from /proc during the run): PostgreSQL 180 MB, PGlite 320 MB');
    expect(table).toContain('Import with the CLI: PGlite 12.3 s');
  });

  it('passes a goal only when every row meets it, and a row with failed requests never does', () => {
    const goals = formatGoals(checkGoals(results)).split('\n');
    expect(goals).toEqual([
      'MISS  PGlite: cached ≥ 0.5× ceiling  (0/1 rows; worst /api/blogs created desc (cached) 0.40×)',
      'PASS  PGlite: cached ≥ 0.5× ceiling by server CPU per answer  (1/1 rows; worst /api/blogs created desc (cached) 1.25×)',
      'MISS  PGlite: uncached p99 ≤ 50 ms  (0/1 rows; worst /api/blogs created desc (uncached) 80 ms)',
      'MISS  PGlite: ≥ 100× json-server  (1/2 rows; worst /api/blogs created desc (uncached) 50.0×)',
      'PASS  PostgreSQL: cached ≥ 0.5× ceiling  (2/2 rows; worst / (cached) 0.55×)',
      'MISS  PostgreSQL: cached ≥ 0.5× ceiling by server CPU per answer  (1/2 rows; worst / (cached) 0.25×)',
      'PASS  PostgreSQL: uncached p99 ≤ 20 ms  (1/1 rows; worst /api/blogs created desc (uncached) 12 ms)',
      'PASS  PostgreSQL: ≥ 100× json-server  (2/2 rows; worst /api/blogs created desc (uncached) 250×)',
      'PASS  PostgreSQL: server RSS ≤ 300 MB  (peak 180 MB)',
    ]);
  });

  it("relates a cached row's server CPU per answer to the ceiling's, and only a cached row's", () => {
    expect(cpuPerAnswerMicroseconds(byTarget('PostgreSQL').measurement)).toBeCloseTo(50);
    expect(ceilingCpuRatio(byTarget('PostgreSQL'))).toBeCloseTo(0.5);
    expect(ceilingCpuRatio(byTarget('PGlite'))).toBeCloseTo(1.25);
    // An uncached answer on PostgreSQL is partly the database's CPU, which the server's does not count.
    expect(ceilingCpuRatio(byTarget('PostgreSQL', 'uncached'))).toBeUndefined();
    expect(ceilingCpuRatio(results.rows.find((r) => r.target === 'ceiling')!)).toBeUndefined();
    expect(cpuPerAnswerMicroseconds(byTarget('PGlite', 'uncached').measurement)).toBeUndefined();
  });

  it('reads CPU seconds from /proc/<pid>/stat, a command name with spaces and parentheses included', () => {
    const stat = '4242 (node (my server)) S 1 4242 4242 0 -1 4194560 5310 0 0 0 1234 56 78 9 20 0 11 0 7 1073741824 51200 18446744073709551615';
    expect(cpuSecondsOf(stat)).toEqual({ own: 12.9, children: 0.87 });
    expect(cpuSecondsOf('4242 (node) S')).toBeUndefined();
  });

  it('reads the RSS from /proc/<pid>/status', () => {
    expect(rssBytesOf('Name:\tnode\nVmPeak:\t  999 kB\nVmRSS:\t  204800 kB\nThreads: 11\n')).toBe(200 * MB);
    expect(rssBytesOf('Name:\tkthreadd\n')).toBeUndefined();
  });
});
