import { ORIGIN_NOT_ALLOWED_REASON } from '@concierge/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootWidget, ORIGIN_NOT_ALLOWED, originRefusedWarning } from './boot-widget';
import { HOST_TAG } from './ui/build-shell';

const config = {
  id: 'bot-1',
  name: 'Lab Helper',
  greeting: 'Hello from the lab!',
  avatar: '🧪',
  primaryColor: '#0055aa',
  position: 'bottom-right',
  features: {
    leadCapture: false,
    appointmentBooking: false,
    ticketCreation: false,
    humanHandoff: false,
  },
  behavior: { proactiveGreeting: false, collectFeedback: false, maxRetries: 3 },
  ga_measurement_id: null,
};

function answering(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

const boot = (fetchImpl: typeof fetch) =>
  bootWidget({ botId: 'bot-1', origin: 'https://api.test', fetchImpl });

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('bootWidget', () => {
  it('keeps the reason equal to the server’s', () => {
    expect(ORIGIN_NOT_ALLOWED).toBe(ORIGIN_NOT_ALLOWED_REASON);
  });

  it('draws nothing on a site outside the allowed domains, and tells the owner in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = answering(403, {
      status_code: 403,
      message: 'This website is not allowed to use this chat widget',
      data: { reason: 'origin_not_allowed' },
    });
    expect(await boot(fetchImpl)).toBeNull();
    expect(document.querySelector(HOST_TAG)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(originRefusedWarning(window.location.hostname));
    expect(String(warn.mock.calls[0]?.[0])).toContain('Bot Setup → Deploy');
  });

  it('mounts with the server’s look from the start when the site is allowed', async () => {
    const fetchImpl = answering(200, { status_code: 200, message: 'OK', data: config });
    const host = await boot(fetchImpl);
    expect(host).not.toBeNull();
    expect(document.querySelector(HOST_TAG)).toBe(host);
    const root = host?.shadowRoot?.querySelector<HTMLElement>('.root');
    expect(root?.style.getPropertyValue('--c')).toBe('#0055aa');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('still mounts when the config cannot be read for another reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = answering(503, { status_code: 503, message: 'Service unavailable' });
    expect(await boot(fetchImpl)).not.toBeNull();
    expect(document.querySelector(HOST_TAG)).not.toBeNull();
  });
});
