import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { hasChunkReloadMark, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

interface RouteErrorBoundaryProps {
  /** A new address gives the page a fresh try. */
  resetKey: unknown;
  children: ReactNode;
}

type RouteErrorBoundaryState = { hasFailed: false } | { hasFailed: true; error: unknown };

/** Around the pages (router.tsx): a page that throws, or whose chunk does not load, shows RouteError instead. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { hasFailed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (this.state.hasFailed && previous.resetKey !== this.props.resetKey) this.setState({ hasFailed: false });
  }

  override render(): ReactNode {
    return this.state.hasFailed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** A route module that failed to load means a new deploy: reload once (PRODUCT §2.0). Anything else is shown. */
export function RouteError({ error }: { error: unknown }) {
  // Decided once: the reload below sets the mark, which must not turn this page into an error.
  const [willReload] = useState(() => isChunkLoadError(error) && !hasChunkReloadMark());

  useEffect(() => {
    if (willReload) reloadOnceForChunkError();
  }, [willReload]);

  return (
    <main className="grid min-h-dvh place-items-center bg-page px-6 text-center">
      {!willReload ? (
        <div className="max-w-md space-y-4">
          <h1 className="text-3xl font-bold text-white">Something went wrong</h1>
          <p className="text-white/70">The page could not be displayed. Reloading usually fixes it.</p>
          <button type="button" onClick={() => window.location.reload()} className="rounded-md bg-white px-5 py-2.5 font-semibold text-black hover:bg-white/85">
            Reload the page
          </button>
        </div>
      ) : (
        <p role="status" className="text-white/70">
          Updating…
        </p>
      )}
    </main>
  );
}
