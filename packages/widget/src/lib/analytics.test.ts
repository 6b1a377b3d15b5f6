import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics';

type FakeWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** A window of its own per test, sharing jsdom's document for the script tag. */
function fakeWindow(extra: Partial<FakeWindow> = {}): FakeWindow {
  document.head.replaceChildren();
  return { document, ...extra } as FakeWindow;
}

const calls = (target: FakeWindow) =>
  (target.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const gtagScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('widget analytics', () => {
  it('keeps events until the id is known, then loads gtag.js once and sends them in order', () => {
    const target = fakeWindow();
    const analytics = createAnalytics(target);
    analytics.track('concierge_chat_open');
    analytics.track('concierge_message_sent');
    expect(target.dataLayer).toBeUndefined();

    analytics.configure('G-TEST1234');
    analytics.track('concierge_form_submitted', { form_category: 'Appointments' });

    expect(gtagScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    const sent = calls(target);
    expect(sent[0]?.[0]).toBe('js');
    expect(sent[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    expect(sent.slice(2)).toEqual([
      ['event', 'concierge_chat_open', { send_to: 'G-TEST1234' }],
      ['event', 'concierge_message_sent', { send_to: 'G-TEST1234' }],
      [
        'event',
        'concierge_form_submitted',
        { form_category: 'Appointments', send_to: 'G-TEST1234' },
      ],
    ]);
  });

  it('sends nothing and loads nothing without a measurement id', () => {
    const target = fakeWindow();
    const analytics = createAnalytics(target);
    analytics.track('concierge_chat_open');
    analytics.configure(null);
    analytics.track('concierge_message_sent');
    expect(target.dataLayer).toBeUndefined();
    expect(gtagScripts()).toEqual([]);
  });

  it('uses the host page’s own gtag instead of loading another', () => {
    const gtag = vi.fn();
    const target = fakeWindow({ gtag });
    const analytics = createAnalytics(target);
    analytics.configure('G-HOSTPAGE1');
    analytics.track('concierge_chat_ended');
    expect(gtagScripts()).toEqual([]);
    expect(gtag.mock.calls).toEqual([
      ['config', 'G-HOSTPAGE1', { send_page_view: false }],
      ['event', 'concierge_chat_ended', { send_to: 'G-HOSTPAGE1' }],
    ]);
  });
});
