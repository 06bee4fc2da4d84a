import type { Page } from '@playwright/test';

/** One layout shift, with the elements that moved (for a readable failure). */
export interface RecordedShift {
  value: number;
  startTime: number;
  sources: string[];
  /** How each source moved: its box before and after, as `x,y w×h → x,y w×h`. */
  moves: string[];
}

export interface LayoutShifts {
  /** Every shift not caused by the visitor's input, summed: never less than the page's CLS. */
  total: number;
  entries: RecordedShift[];
}

declare global {
  interface Window {
    __layoutShifts?: RecordedShift[];
  }
}

/**
 * Records every layout shift from the first paint on (a buffered PerformanceObserver,
 * installed before the page's own scripts). Shifts right after input do not count, as in CLS.
 */
export async function installLayoutShiftRecorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface LayoutShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const row = node.closest('[data-row]')?.getAttribute('data-row');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${row ? ` in row ${row}` : ''} ${node.className.toString().slice(0, 60)}`;
    };
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({ value: entry.value, startTime: Math.round(entry.startTime), sources: (entry.sources ?? []).map((source) => describe(source.node)), moves: (entry.sources ?? []).map((source) => `${box(source.previousRect)} → ${box(source.currentRect)}`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShifts(page: Page): Promise<LayoutShifts> {
  const entries = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: entries.reduce((sum, entry) => sum + entry.value, 0), entries };
}
