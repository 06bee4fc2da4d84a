import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchTermStore } from '../stores/search-term-store.ts';
import { SearchBox } from './search-box.tsx';

afterEach(() => {
  cleanup();
  useSearchTermStore.getState().setTerm('');
});

describe('SearchBox', () => {
  it('searches for what the visitor typed into the server-rendered page before the app hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchBox />);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('expected the search input');
    input.value = 'wmb';

    const root = await act(async () => hydrateRoot(container, <SearchBox />));
    expect(useSearchTermStore.getState().term).toBe('wmb');
    expect(input.value).toBe('wmb');
    act(() => root.unmount());
    container.remove();
  });
});
