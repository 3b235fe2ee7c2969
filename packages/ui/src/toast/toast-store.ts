import { useSyncExternalStore, type ReactNode } from 'react';

/*
 * The site's one toast store (one toast at a time), modelled on shadcn/ui's `use-toast`: remotes call `toast(...)`,
 * the shell renders the one <Toaster>. It works only if every bundle reaches the SAME store. @site/ui is not a
 * Module Federation shared module (each remote bundles its own copy), so the store lives on `globalThis` under a
 * registry symbol: every copy of this module finds the one existing store.
 *
 * Differences from the shadcn original: the reducer is pure (removal timers are scheduled by `dismissToast`,
 * not inside the reducer), the hook uses useSyncExternalStore with an empty server snapshot (safe for server
 * rendering and hydration), and timers of toasts that leave the state are cleared.
 */

/** One toast at a time. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the state (closed, for its exit animation) this long, then is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

/** What callers pass to `toast(...)`. */
export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Per-toast display duration in ms; the <Toaster> default applies when absent. */
  duration?: number;
}

/** A toast as held by the store and rendered by the <Toaster>. */
export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ToastState {
  readonly toasts: readonly ToasterToast[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transitions. `toastId` absent on DISMISS/REMOVE means every toast. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

interface Store {
  state: ToastState;
  readonly listeners: Set<() => void>;
  readonly removalTimers: Map<string, ReturnType<typeof setTimeout>>;
  count: number;
}

const STORE_KEY = Symbol.for('@site/ui/toast-store');
const EMPTY_STATE: ToastState = { toasts: [] };

function getStore(): Store {
  const registry = globalThis as typeof globalThis & { [STORE_KEY]?: Store };
  registry[STORE_KEY] ??= { state: EMPTY_STATE, listeners: new Set(), removalTimers: new Map(), count: 0 };
  return registry[STORE_KEY];
}

function genId(store: Store): string {
  store.count = (store.count + 1) % Number.MAX_SAFE_INTEGER;
  return `toast-${store.count}`;
}

/** Applies an action and notifies subscribers. Timers of toasts that left the state are cleared. */
export function dispatch(action: ToastAction): void {
  const store = getStore();
  store.state = reducer(store.state, action);
  const remaining = new Set(store.state.toasts.map((t) => t.id));
  for (const [id, timer] of store.removalTimers) {
    if (!remaining.has(id)) {
      clearTimeout(timer);
      store.removalTimers.delete(id);
    }
  }
  for (const listener of store.listeners) listener();
}

function scheduleRemoval(store: Store, toastId: string): void {
  if (store.removalTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    store.removalTimers.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  store.removalTimers.set(toastId, timer);
}

/** Closes one toast (or all) now and removes it from the state TOAST_REMOVE_DELAY ms later. */
export function dismissToast(toastId?: string): void {
  const store = getStore();
  const ids = toastId === undefined ? store.state.toasts.map((t) => t.id) : [toastId];
  for (const id of ids) scheduleRemoval(store, id);
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (next: ToastOptions) => void;
}

/** Shows a toast (replacing the current one: TOAST_LIMIT is 1). Safe to call from any bundle. */
export function toast(options: ToastOptions): ToastHandle {
  const id = genId(getStore());
  const dismiss = () => dismissToast(id);
  const update = (next: ToastOptions) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...options,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/** Subscribes to state changes; returns the unsubscribe function. */
export function subscribeToToasts(listener: () => void): () => void {
  const { listeners } = getStore();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current state (a new object after every change, the same object otherwise). */
export function getToastState(): ToastState {
  return getStore().state;
}

/** Server renders (and hydration) always see no toasts. */
function getServerToastState(): ToastState {
  return EMPTY_STATE;
}

/** Empties the store and cancels pending removals (tests; never needed by the site itself). */
export function resetToastStore(): void {
  const store = getStore();
  for (const timer of store.removalTimers.values()) clearTimeout(timer);
  store.removalTimers.clear();
  store.state = EMPTY_STATE;
  for (const listener of store.listeners) listener();
}

/** The toasts to render plus `toast` and `dismiss`, re-rendering on every change. */
export function useToast(): ToastState & { toast: typeof toast; dismiss: (toastId?: string) => void } {
  const state = useSyncExternalStore(subscribeToToasts, getToastState, getServerToastState);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
