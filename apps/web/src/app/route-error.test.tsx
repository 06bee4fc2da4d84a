import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY } from '../lib/storage-keys.ts';
import { RouteErrorBoundary } from './route-error.tsx';

function FailingPage({ error }: { error: Error }): never {
  throw error;
}

function renderPage(resetKey: string, page: ReactNode) {
  return render(<RouteErrorBoundary resetKey={resetKey}>{page}</RouteErrorBoundary>);
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a page that fails', () => {
  it('shows the route error, and the next address renders its page again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = renderPage('/a/b', <FailingPage error={new Error('broken')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    rerender(<RouteErrorBoundary resetKey="/">home page</RouteErrorBoundary>);
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('whose chunk did not load after a reload for the same reason shows the route error, not another reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, '1');
    renderPage('/', <FailingPage error={new TypeError('Failed to fetch dynamically imported module: /assets/home-route-x.js')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
