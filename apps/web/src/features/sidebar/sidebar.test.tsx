import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidebarToggle } from './sidebar-toggle.tsx';
import Sidebar from './sidebar.tsx';

const standup = THEMES.standup;
const [firstLabel, secondLabel] = standup.labels;
if (!firstLabel || !secondLabel) throw new Error('the stand-up theme needs two labels for these tests');

/** The page around the sidebar, as the app shell wires it: state lifted, fresh callbacks each render. */
function Page({ initialTheme = standup, showChannels = false, onChange = vi.fn() }: { initialTheme?: ThemeConfig; showChannels?: boolean; onChange?: (change: unknown) => void }) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState<string | null>(null);
  const [theme, setTheme] = useState(initialTheme);
  return (
    <>
      <p>Filter: {label ?? 'none'}</p>
      <SidebarToggle open={open} onOpenChange={setOpen} />
      <Sidebar
        open={open}
        onOpenChange={(next) => {
          onChange({ open: next });
          setOpen(next);
        }}
        theme={theme}
        selectedLabel={label}
        onSelectLabel={(next) => {
          onChange({ label: next });
          setLabel(next);
        }}
        showChannels={showChannels}
        onSelectTheme={(id: ThemeId) => {
          onChange({ theme: id });
          setTheme(THEMES[id]);
        }}
      />
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });
const sidebar = () => screen.getByRole('dialog', { name: 'Sidebar', hidden: true });
const isOpen = () => toggle().getAttribute('aria-expanded') === 'true' && !sidebar().inert;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Sidebar', () => {
  it('the round toggle opens and closes it; it is 24rem wide from sm up, full width on phones', () => {
    render(<Page />);
    expect(isOpen()).toBe(false);
    expect(sidebar()).toHaveAttribute('inert');
    fireEvent.click(toggle());
    expect(isOpen()).toBe(true);
    expect(toggle()).toHaveAttribute('aria-controls', sidebar().id);
    expect(sidebar().style.getPropertyValue('--sidebar-width')).toBe('24rem');
    expect(sidebar()).toHaveClass('w-full', 'max-w-full', 'sm:w-(--sidebar-width)');
    // The full-width phone panel has its own close button; the toggle would cover its content.
    expect(toggle()).toHaveClass('max-sm:hidden');
    fireEvent.click(toggle());
    expect(isOpen()).toBe(false);
    expect(toggle()).not.toHaveClass('max-sm:hidden');
  });

  it('dims the page behind the open panel; a click there closes it, like Escape', () => {
    render(<Page />);
    const backdrop = screen.getByTestId('sidebar-backdrop');
    expect(backdrop).toHaveClass('pointer-events-none', 'opacity-0');
    toggle().focus();
    fireEvent.click(toggle());
    expect(backdrop).toHaveClass('opacity-100');
    expect(backdrop).not.toHaveClass('pointer-events-none');
    (document.activeElement as HTMLElement).blur();
    fireEvent.click(backdrop);
    expect(isOpen()).toBe(false);
    expect(document.body.style.overflow).not.toBe('hidden');
    expect(toggle()).toHaveFocus();
  });

  it('locks the body scroll while open and restores it when closed', () => {
    document.body.style.overflow = 'auto';
    render(<Page />);
    fireEvent.click(toggle());
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(toggle());
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes with Escape', () => {
    render(<Page />);
    fireEvent.click(toggle());
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it("'Categories' lists the theme's labels; selecting one filters, and the sidebar closes after 500 ms", () => {
    render(<Page />);
    fireEvent.click(toggle());
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(within(categories).getAllByRole('button').map((button) => button.textContent)).toEqual(standup.labels.map((entry) => entry.title));

    fireEvent.click(screen.getByRole('button', { name: firstLabel.title }));
    expect(screen.getByText(`Filter: ${firstLabel.label}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: firstLabel.title })).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(499));
    expect(isOpen()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
  });

  it('selecting the selected label again deselects it, and closes after 500 ms too', () => {
    render(<Page />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: secondLabel.title }));
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: secondLabel.title }));
    expect(screen.getByText('Filter: none')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: secondLabel.title })).toHaveAttribute('aria-pressed', 'false');
    act(() => vi.advanceTimersByTime(500));
    expect(isOpen()).toBe(false);
  });

  it('a pending close does not shut a sidebar the visitor reopened meanwhile', () => {
    render(<Page />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: firstLabel.title }));
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    act(() => vi.advanceTimersByTime(1_000));
    expect(isOpen()).toBe(true);
  });

  it("shows no 'Channels' list unless allowed", () => {
    render(<Page />);
    fireEvent.click(toggle());
    expect(screen.queryByRole('navigation', { name: 'Channels' })).not.toBeInTheDocument();
  });

  it("'Channels' switches the theme and the sidebar closes after 800 ms", () => {
    const onChange = vi.fn();
    render(<Page initialTheme={THEMES.brand_fr} showChannels onChange={onChange} />);
    fireEvent.click(toggle());
    // The personal-brand themes have no labels, hence no categories.
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    const channels = screen.getByRole('navigation', { name: 'Channels' });
    expect(within(channels).getAllByRole('button')).toHaveLength(9);
    expect(within(channels).getByRole('button', { current: true })).toHaveTextContent(THEMES.brand_fr.name);

    fireEvent.click(within(channels).getByRole('button', { name: THEMES.sport.name }));
    expect(onChange).toHaveBeenCalledWith({ theme: 'sport' });
    expect(within(channels).getByRole('button', { current: true })).toHaveTextContent(THEMES.sport.name);
    act(() => vi.advanceTimersByTime(799));
    expect(isOpen()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith({ open: false });
  });

  it('open, it is a modal: the page behind is inert, Tab wraps within panel and toggle, Escape returns focus to the toggle', () => {
    render(<Page />);
    const behind = screen.getByText(/^Filter:/);
    expect(behind).not.toHaveAttribute('inert');
    toggle().focus();
    fireEvent.click(toggle());
    expect(sidebar()).toHaveAttribute('aria-modal', 'true');
    expect(behind).toHaveAttribute('inert');
    expect(toggle()).not.toHaveAttribute('inert');

    const entries = within(sidebar()).getAllByRole('button');
    const lastEntry = entries.at(-1);
    if (!lastEntry) throw new Error('the panel has no buttons');
    lastEntry.focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
    expect(toggle()).toHaveFocus();
    fireEvent.keyDown(toggle(), { key: 'Tab', shiftKey: true });
    expect(lastEntry).toHaveFocus();

    fireEvent.keyDown(lastEntry, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(behind).not.toHaveAttribute('inert');
    expect(toggle()).toHaveFocus();
  });

  it('returns focus to the toggle when closed from inside', () => {
    render(<Page />);
    toggle().focus();
    fireEvent.click(toggle());
    expect(sidebar()).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(toggle()).toHaveFocus();
  });
});
