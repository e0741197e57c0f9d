import * as ToastPrimitive from '@radix-ui/react-toast';
import { useToast } from './use-toast';

/** Renders the store's toasts with Radix Toast (live-region announcements, swipe, F8 hotkey). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Message">
      {toasts.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismiss(entry.id);
          }}
          // Errors interrupt the screen reader; other toasts wait politely.
          type={entry.variant === 'destructive' ? 'foreground' : 'background'}
          className={`toast toast--${entry.variant ?? 'default'}`}
          data-variant={entry.variant ?? 'default'}
        >
          <ToastPrimitive.Title className="toast__title">{entry.title}</ToastPrimitive.Title>
          {entry.description ? (
            <ToastPrimitive.Description className="toast__description">
              {entry.description}
            </ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close className="toast__close" aria-label="Close">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Not "Notifications": that name belongs to the bell and its list. */}
      <ToastPrimitive.Viewport className="toast-viewport" label="Messages ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
