import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A and AA plus axe's best practices: the level the site is held to (PRODUCT §2.10). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Enough offending elements to find the culprit without drowning the report. */
const TARGETS_SHOWN = 3;

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  nodes: number;
  targets: string[];
}

/** How axe words a colour it cannot read; the contrast of that element then goes unchecked. */
const UNPARSED_COLOUR = /^Could not parse color string/;

/**
 * Runs axe on the page as it is now and returns every violation, whatever its impact, plus,
 * as a 'color-unparsed' entry, the elements whose contrast axe could not check because it
 * could not read their colour (a silent gap otherwise: axe files them as merely incomplete).
 */
export async function axeViolations(page: Page): Promise<A11yViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const violations = results.violations.map(toA11yViolation);
  const unparsed = results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) => node.any.some((check) => UNPARSED_COLOUR.test(check.message)));
  if (unparsed.length === 0) return violations;
  const [first] = unparsed;
  return [...violations, toA11yViolation({ id: 'color-unparsed', impact: 'serious', help: first?.any[0]?.message ?? '', nodes: unparsed })];
}

function toA11yViolation(result: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }): A11yViolation {
  return {
    id: result.id,
    impact: result.impact ?? '',
    help: result.help,
    nodes: result.nodes.length,
    targets: result.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(' ')),
  };
}

/** One line per violation, then its first offending selectors: readable in a test failure. */
export function describeViolations(violations: readonly A11yViolation[]): string {
  return violations
    .map((v) => [`${v.id} (${v.impact}, ${v.nodes} elements): ${v.help}`, ...v.targets.map((target) => `    ${target}`)].join('\n'))
    .join('\n');
}
