/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getToastState, resetToastStore, toast, TOAST_REMOVE_DELAY } from '@site/ui';
import { Toaster } from './Toaster';

// React 19: tell React this environment flushes updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  jest.useFakeTimers();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => root.render(<Toaster />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  act(() => resetToastStore());
  jest.useRealTimers();
});

const toastElements = () => Array.from(container.querySelectorAll<HTMLLIElement>('li[data-variant]'));

describe('Toaster in the browser', () => {
  it('shows a toast raised from anywhere with its title and description', () => {
    act(() => {
      toast({ title: 'Message sent!', description: "We'll get back to you within 24 hours." });
    });
    const [item] = toastElements();
    expect(item?.textContent).toContain('Message sent!');
    expect(item?.textContent).toContain("We'll get back to you within 24 hours.");
    expect(item?.dataset.variant).toBe('default');
    expect(item?.className).toContain('bg-card');
  });

  it('styles the destructive variant red', () => {
    act(() => {
      toast({ title: 'Error sending message', description: 'Please try again later.', variant: 'destructive' });
    });
    const [item] = toastElements();
    expect(item?.dataset.variant).toBe('destructive');
    expect(item?.className).toContain('bg-red-900');
    expect(item?.className).toContain('text-red-50');
  });

  it('shows one toast at a time', () => {
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(toastElements().map((el) => el.textContent)).toEqual([expect.stringContaining('Second')]);
  });

  it('has a labelled close button that dismisses the toast', () => {
    act(() => {
      toast({ title: 'Closable' });
    });
    const close = container.querySelector<HTMLButtonElement>('button[aria-label="Close notification"]');
    expect(close).not.toBeNull();
    act(() => close?.click());
    expect(getToastState().toasts[0]?.open).toBe(false);
    expect(toastElements()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(getToastState().toasts).toEqual([]);
  });

  it('closes a toast after the default 5000 ms', () => {
    act(() => {
      toast({ title: 'Auto-close' });
    });
    act(() => jest.advanceTimersByTime(4999));
    expect(getToastState().toasts[0]?.open).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(getToastState().toasts[0]?.open).toBe(false);
  });

  it('labels the notifications region with the F8 hotkey', () => {
    expect(container.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Notifications (F8)');
  });
});
