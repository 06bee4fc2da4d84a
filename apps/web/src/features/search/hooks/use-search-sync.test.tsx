import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchTermStore } from '../stores/search-term-store.ts';
import { SEARCH_DEBOUNCE_MS, useSearchSync } from './use-search-sync.ts';

beforeEach(() => {
  vi.useFakeTimers();
  useSearchTermStore.setState({ term: '' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSearchSync', () => {
  it('hands the trimmed term over once typing pauses for 300 ms', () => {
    const apply = vi.fn();
    renderHook(() => useSearchSync(apply));
    apply.mockClear();
    for (const term of ['m', 'me', 'met', 'metal ']) {
      act(() => useSearchTermStore.getState().setTerm(term));
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    }
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(apply).toHaveBeenCalledOnce();
    expect(apply).toHaveBeenCalledWith('metal');
  });

  it('does not count a trailing space as a new search', () => {
    const apply = vi.fn();
    act(() => useSearchTermStore.getState().setTerm('metal'));
    renderHook(() => useSearchSync(apply));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    apply.mockClear();
    act(() => useSearchTermStore.getState().setTerm('metal  '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(apply).not.toHaveBeenCalled();
  });
});
