import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { hasChunkReloadMark, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

/** A route module that failed to load means a new deploy: reload once (PRODUCT §2.0). Anything else is shown. */
export function RouteError() {
  const error = useRouteError();
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
