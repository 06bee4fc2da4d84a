import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchToast, getToasts, toast, toastReducer, type ToastData } from './toast-store.ts';

const first: ToastData = { id: 'a', title: 'First', variant: 'default', open: true };
const second: ToastData = { id: 'b', title: 'Second', variant: 'destructive', open: true };

describe('toastReducer', () => {
  it('keeps only one toast: the newest replaces the previous one', () => {
    expect(toastReducer(toastReducer([], { type: 'add', toast: first }), { type: 'add', toast: second })).toEqual([second]);
  });

  it('updates the toast with the given id', () => {
    expect(toastReducer([first], { type: 'update', toast: { id: 'a', title: 'Changed' } })).toEqual([{ ...first, title: 'Changed' }]);
    expect(toastReducer([first], { type: 'update', toast: { id: 'z', title: 'Changed' } })).toEqual([first]);
  });

  it('dismissing sets open to false without removing', () => {
    expect(toastReducer([first], { type: 'dismiss', id: 'a' })).toEqual([{ ...first, open: false }]);
    expect(toastReducer([first], { type: 'dismiss' })).toEqual([{ ...first, open: false }]);
  });

  it('removes one toast by id, or all without an id', () => {
    expect(toastReducer([first], { type: 'remove', id: 'a' })).toEqual([]);
    expect(toastReducer([first], { type: 'remove', id: 'z' })).toEqual([first]);
    expect(toastReducer([first], { type: 'remove' })).toEqual([]);
  });
});

describe('toast()', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dispatchToast({ type: 'remove' });
    vi.useRealTimers();
  });

  it('adds an open toast, default variant unless told', () => {
    const { id } = toast({ title: 'Saved' });
    expect(getToasts()).toEqual([{ id, title: 'Saved', variant: 'default', open: true }]);
  });

  it('the newest toast replaces the previous one', () => {
    toast({ title: 'Old' });
    const newest = toast({ title: 'Erreur', description: 'Boom', variant: 'destructive' });
    expect(getToasts()).toEqual([{ id: newest.id, title: 'Erreur', description: 'Boom', variant: 'destructive', open: true }]);
  });

  it('update() changes the toast in place', () => {
    const handle = toast({ title: 'Sending' });
    handle.update({ title: 'Sent', description: 'Done' });
    expect(getToasts()).toEqual([{ id: handle.id, title: 'Sent', description: 'Done', variant: 'default', open: true }]);
  });

  it('a dismissed toast is closed at once and removed after 1,000,000 ms', () => {
    const handle = toast({ title: 'Bye' });
    handle.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('an explicit removal removes at once and cancels the pending timer', () => {
    const handle = toast({ title: 'Bye' });
    handle.dismiss();
    dispatchToast({ type: 'remove', id: handle.id });
    expect(getToasts()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an open toast is never removed by time alone', () => {
    toast({ title: 'Stays' });
    vi.advanceTimersByTime(2_000_000);
    expect(getToasts()).toHaveLength(1);
  });
});
