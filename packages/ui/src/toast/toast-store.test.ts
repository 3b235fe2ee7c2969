import {
  dismissToast,
  getToastState,
  reducer,
  resetToastStore,
  subscribeToToasts,
  toast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToasterToast,
} from './toast-store';

function makeToast(id: string, overrides: Partial<ToasterToast> = {}): ToasterToast {
  return { id, title: `Toast ${id}`, open: true, onOpenChange: () => undefined, ...overrides };
}

describe('constants: one toast at a time, a dismissed one removed after 1,000,000 ms', () => {
  it('shows one toast at a time and removes a dismissed toast after 1,000,000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

describe('reducer', () => {
  it('ADD_TOAST puts the new toast first and keeps only TOAST_LIMIT toasts', () => {
    const first = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: makeToast('1') });
    const second = reducer(first, { type: 'ADD_TOAST', toast: makeToast('2') });
    expect(first.toasts.map((t) => t.id)).toEqual(['1']);
    expect(second.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('UPDATE_TOAST merges into the toast with that id only', () => {
    const state = { toasts: [makeToast('1')] };
    const next = reducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Updated' } });
    expect(next.toasts[0]).toMatchObject({ id: '1', title: 'Updated', open: true });
    expect(reducer(state, { type: 'UPDATE_TOAST', toast: { id: 'other', title: 'x' } }).toasts).toEqual(state.toasts);
  });

  it('DISMISS_TOAST closes the toast with that id, or every toast without an id', () => {
    const state = { toasts: [makeToast('1'), makeToast('2')] };
    expect(reducer(state, { type: 'DISMISS_TOAST', toastId: '2' }).toasts.map((t) => t.open)).toEqual([true, false]);
    expect(reducer(state, { type: 'DISMISS_TOAST' }).toasts.map((t) => t.open)).toEqual([false, false]);
  });

  it('REMOVE_TOAST drops the toast with that id, or every toast without an id', () => {
    const state = { toasts: [makeToast('1'), makeToast('2')] };
    expect(reducer(state, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((t) => t.id)).toEqual(['2']);
    expect(reducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('is pure: it neither mutates its input nor schedules anything', () => {
    jest.useFakeTimers();
    try {
      const toastOne = makeToast('1');
      const state = Object.freeze({ toasts: Object.freeze([Object.freeze(toastOne)]) });
      reducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
      reducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'x' } });
      expect(state.toasts[0]).toBe(toastOne);
      expect(toastOne.open).toBe(true);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    resetToastStore();
    jest.useRealTimers();
  });

  it('toast() adds an open toast and returns its id, dismiss and update', () => {
    const handle = toast({ title: 'Message sent!', description: "We'll get back to you within 24 hours." });
    expect(handle).toEqual({ id: expect.any(String), dismiss: expect.any(Function), update: expect.any(Function) });
    expect(getToastState().toasts).toEqual([
      expect.objectContaining({
        id: handle.id,
        title: 'Message sent!',
        description: "We'll get back to you within 24 hours.",
        open: true,
      }),
    ]);
  });

  it('keeps the variant', () => {
    toast({ title: 'Error sending message', description: 'Please try again later.', variant: 'destructive' });
    expect(getToastState().toasts[0]?.variant).toBe('destructive');
  });

  it('shows one toast at a time: a second toast replaces the first', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    expect(first.id).not.toBe(second.id);
    expect(getToastState().toasts.map((t) => t.title)).toEqual(['Second']);
  });

  it('update() changes the toast in place', () => {
    const handle = toast({ title: 'Sending...' });
    handle.update({ title: 'Message sent!' });
    expect(getToastState().toasts).toEqual([expect.objectContaining({ id: handle.id, title: 'Message sent!' })]);
  });

  it('removes a dismissed toast after exactly TOAST_REMOVE_DELAY ms, not before', () => {
    const handle = toast({ title: 'Bye' });
    handle.dismiss();

    expect(getToastState().toasts).toEqual([expect.objectContaining({ id: handle.id, open: false })]);

    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);

    jest.advanceTimersByTime(1);
    expect(getToastState().toasts).toEqual([]);
  });

  it('never removes a toast that was not dismissed', () => {
    toast({ title: 'Stays' });
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY * 3);
    expect(getToastState().toasts).toHaveLength(1);
  });

  it('dismisses when the renderer reports onOpenChange(false) (auto-close, swipe, close button)', () => {
    const handle = toast({ title: 'Auto' });
    getToastState().toasts[0]?.onOpenChange(false);
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, open: false });
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToastState().toasts).toEqual([]);
  });

  it('dismissing twice does not restart the removal delay', () => {
    const handle = toast({ title: 'Twice' });
    handle.dismiss();
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY / 2);
    handle.dismiss();
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY / 2);
    expect(getToastState().toasts).toEqual([]);
  });

  it('dismissToast() without an id dismisses every toast', () => {
    toast({ title: 'A' });
    dismissToast();
    expect(getToastState().toasts.every((t) => !t.open)).toBe(true);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToastState().toasts).toEqual([]);
  });

  it('cancels the pending removal of a toast that a newer toast replaced', () => {
    const first = toast({ title: 'First' });
    first.dismiss();
    expect(jest.getTimerCount()).toBe(1);
    toast({ title: 'Second' });
    expect(jest.getTimerCount()).toBe(0);
    expect(getToastState().toasts.map((t) => t.title)).toEqual(['Second']);
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToToasts(listener);
    const handle = toast({ title: 'A' });
    handle.update({ title: 'B' });
    handle.dismiss();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('is one store even if the module is loaded twice (a federation bundle with its own copy)', () => {
    let otherCopy: typeof import('./toast-store') | undefined;
    jest.isolateModules(() => {
      otherCopy = require('./toast-store') as typeof import('./toast-store');
    });
    expect(otherCopy).toBeDefined();
    const handle = otherCopy!.toast({ title: 'From a remote' });
    expect(getToastState().toasts.map((t) => t.id)).toEqual([handle.id]);
    toast({ title: 'From the shell' });
    expect(otherCopy!.getToastState().toasts.map((t) => t.title)).toEqual(['From the shell']);
  });
});
