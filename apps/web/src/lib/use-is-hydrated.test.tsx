import { act } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { endHydration, useIsInServerHtml } from './use-is-hydrated.ts';

function Probe({ label }: { label: string }) {
  return <span data-in-server-html={String(useIsInServerHtml())}>{label}</span>;
}

/** `element` drawn by the server, then hydrated: its container and root, a way to draw it again, the recoverable errors and the commits it rendered in. */
async function hydrated(element: ReactElement) {
  const renders: string[] = [];
  const count = (inner: ReactElement) => (
    <Profiler id="probe" onRender={(_id, phase) => renders.push(phase)}>
      {inner}
    </Profiler>
  );
  const counted = count(element);
  const container = document.createElement('div');
  container.innerHTML = renderToString(counted);
  const recoverableErrors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, counted, { onRecoverableError: (error) => recoverableErrors.push(error) }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  const rerender = (next: ReactElement) => act(() => root.render(count(next)));
  return { container, root, rerender, recoverableErrors, renders };
}

const flagOf = (container: HTMLElement) => container.querySelector('span')?.getAttribute('data-in-server-html');

// The end of hydration is module state, set once (root-layout.test.tsx checks who sets it): these
// tests run in order, the first before it is set.
describe('useIsInServerHtml', () => {
  it('is true for a component hydration adopts, which renders once', async () => {
    const { container, root, recoverableErrors, renders } = await hydrated(<Probe label="hero" />);
    expect(flagOf(container)).toBe('true');
    expect(renders).toEqual(['mount']);
    expect(recoverableErrors).toEqual([]);
    act(() => root.unmount());
  });

  it('never changes: drawn again once hydration has ended, a component of the server’s HTML still is one', async () => {
    const { container, root, rerender } = await hydrated(<Probe label="card" />);
    endHydration();
    rerender(<Probe label="card again" />);
    expect(container.querySelector('span')).toHaveTextContent('card again');
    expect(flagOf(container)).toBe('true');
    act(() => root.unmount());
  });

  it('is true for what hydrates after the first commit (a later Suspense boundary), without a mismatch', async () => {
    const { container, root, recoverableErrors } = await hydrated(<Probe label="details" />);
    expect(flagOf(container)).toBe('true');
    expect(recoverableErrors).toEqual([]);
    act(() => root.unmount());
  });
});
