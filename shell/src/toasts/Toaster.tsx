import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn, useToast, type ToastVariant } from '@site/ui';

/** Notice behaviour: open 5 s, dismissed by a 50 px swipe to the right, F8 focuses the notifications region. */
export const TOASTER_SETTINGS = {
  /** Default time a toast stays open, in ms. */
  duration: 5000,
  swipeDirection: 'right',
  /** Swipe distance in px that dismisses a toast. */
  swipeThreshold: 50,
  /** Keyboard shortcut that moves focus to the notifications region. */
  hotkey: ['F8'],
} as const satisfies {
  duration: number;
  swipeDirection: ToastPrimitive.ToastProviderProps['swipeDirection'];
  swipeThreshold: number;
  hotkey: ToastPrimitive.ToastViewportProps['hotkey'];
};

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-red-700 bg-red-900 text-red-50',
};

const CLOSE_BUTTON_CLASSES: Record<ToastVariant, string> = {
  default: 'text-muted-foreground hover:text-foreground focus-visible:ring-ring',
  destructive: 'text-red-200 hover:text-red-50 focus-visible:ring-red-300',
};

/**
 * Renders the site's toasts (the shell mounts exactly one). Any bundle shows a toast with `toast(...)` from
 * `@site/ui`; this component subscribes to that shared store. Server renders output only the empty, labelled
 * notifications region; nothing here reads window or document while rendering.
 */
export function Toaster() {
  const { toasts } = useToast();

  return (
    <ToastPrimitive.Provider
      duration={TOASTER_SETTINGS.duration}
      swipeDirection={TOASTER_SETTINGS.swipeDirection}
      swipeThreshold={TOASTER_SETTINGS.swipeThreshold}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open, onOpenChange }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={onOpenChange}
          duration={duration}
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-4 overflow-hidden',
            'rounded-md border p-4 pr-10 shadow-lg shadow-black/40',
            'data-[state=open]:animate-fade-in',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
            VARIANT_CLASSES[variant],
          )}
        >
          <div className="grid gap-1">
            {title !== undefined && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description !== undefined && <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className={cn(
              'absolute top-2 right-2 rounded-md p-1 transition-colors',
              'focus-visible:ring-2 focus-visible:outline-none',
              CLOSE_BUTTON_CLASSES[variant],
            )}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOASTER_SETTINGS.hotkey]}
        // Bottom right on every screen: at the top of a phone the toast would cover the sticky header and its menu.
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
