const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

const cleanups: (() => Promise<void> | void)[] = [];

/**
 * Runs `cleanup` if the bench is interrupted (Ctrl-C, SIGTERM) before `release` is called, so no
 * server, PostgreSQL cluster or temporary directory outlives an interrupted run. Newest first.
 */
export function cleanUpOnSignal(cleanup: () => Promise<void> | void): { release: () => void } {
  cleanups.push(cleanup);
  return {
    release: () => {
      const at = cleanups.lastIndexOf(cleanup);
      if (at !== -1) cleanups.splice(at, 1);
    },
  };
}

for (const signal of Object.keys(SIGNAL_EXIT_CODES) as (keyof typeof SIGNAL_EXIT_CODES)[]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the temporary data`);
    void (async () => {
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch {
          // the others still get their turn
        }
      }
      process.exit(SIGNAL_EXIT_CODES[signal]);
    })();
  });
}
