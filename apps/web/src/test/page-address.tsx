import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Route } from 'wouter';

/**
 * Renders `page` on its route (`routePath`, so its hooks read the route's parameters) at
 * `address`: the app's router reads the document's own address and history (jsdom's), as in the
 * browser, so a test starts by putting the document there.
 */
export function renderAtAddress(address: string, routePath: string, page: ReactNode) {
  window.history.replaceState(null, '', address);
  return render(<Route path={routePath}>{page}</Route>);
}

export type HistoryChange = 'push' | 'replace';

/**
 * Watches the document's history from now on: the last change the page made to it, a new entry
 * pushed or the current one replaced (null before any). `vi.restoreAllMocks()` stops it.
 */
export function watchHistoryChanges(): { last: () => HistoryChange | null } {
  const pushes = vi.spyOn(window.history, 'pushState');
  const replacements = vi.spyOn(window.history, 'replaceState');
  return {
    last: () => {
      const pushedAt = pushes.mock.invocationCallOrder.at(-1) ?? 0;
      const replacedAt = replacements.mock.invocationCallOrder.at(-1) ?? 0;
      if (pushedAt === 0 && replacedAt === 0) return null;
      return pushedAt > replacedAt ? 'push' : 'replace';
    },
  };
}
