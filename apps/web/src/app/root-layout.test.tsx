import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useIsInServerHtml } from '../lib/use-is-hydrated.ts';
import { RootLayout } from './root-layout.tsx';

afterEach(cleanup);

function Probe({ label }: { label: string }) {
  return <span data-in-server-html={String(useIsInServerHtml())}>{label}</span>;
}

// What hydration did not adopt fades in (VideoImage): the app's first commit marks the end of it.
it('ends hydration with its first commit: what mounts afterwards was not in the server’s HTML', () => {
  const page = (isCardAdded: boolean) => (
    <RootLayout>
      <Probe label="first" />
      {isCardAdded && <Probe label="added" />}
    </RootLayout>
  );
  const { container, rerender } = render(page(false));
  rerender(page(true));
  const flagOf = (label: string) => [...container.querySelectorAll('span')].find((span) => span.textContent === label)?.getAttribute('data-in-server-html');
  expect(flagOf('first')).toBe('true');
  expect(flagOf('added')).toBe('false');
});
