import { renderToString } from 'react-dom/server';
import { resetToastStore, toast } from '@site/ui';
import { Toaster, TOASTER_SETTINGS } from './Toaster';

afterEach(() => {
  resetToastStore();
});

describe('Toaster', () => {
  it('uses the notice settings: 5 s open, swipe right 50 px to dismiss, F8 to focus', () => {
    expect(TOASTER_SETTINGS).toEqual({
      duration: 5000,
      swipeDirection: 'right',
      swipeThreshold: 50,
      hotkey: ['F8'],
    });
  });

  it('server-renders without window or document (this test environment has neither)', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const html = renderToString(<Toaster />);
    // The labelled notifications region announces the F8 hotkey set on the viewport.
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-label="Notifications (F8)"');
    expect(html).toContain('<ol');
  });

  it('renders no toast on the server even when one is queued (hydration starts empty)', () => {
    toast({ title: 'Message sent!', description: "We'll get back to you within 24 hours." });
    const html = renderToString(<Toaster />);
    expect(html).not.toContain('Message sent!');
  });
});
