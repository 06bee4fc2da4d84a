import { useEffect, useRef } from 'react';
import { useAddress } from '../lib/address.ts';
import { usePageStore } from './page-store.ts';

interface PlayerEntryState {
  playerEntryId: string;
}

/** The history state Play pushes with the player's address. */
export function playerEntryState(playerEntryId: string): PlayerEntryState {
  return { playerEntryId };
}

function playerEntryIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('playerEntryId' in state)) return null;
  return typeof state.playerEntryId === 'string' ? state.playerEntryId : null;
}

/**
 * The player lives on the history entry Play pushed: when the visitor leaves it (Back,
 * Forward), the player closes and the address stays where the browser put it.
 */
export function usePlayerFollowsHistory(): void {
  const { state } = useAddress();
  const entryId = usePageStore((ui) => ui.playerEntryId);
  const closePlayer = usePageStore((ui) => ui.closePlayer);
  const locationEntryId = playerEntryIdOf(state);
  // The player opens just before its entry is pushed: only an entry it has reached can be left.
  const reachedRef = useRef<string | null>(null);

  useEffect(() => {
    if (entryId === null) return;
    if (locationEntryId === entryId) reachedRef.current = entryId;
    else if (reachedRef.current === entryId) closePlayer();
  }, [entryId, locationEntryId, closePlayer]);
}
