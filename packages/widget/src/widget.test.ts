import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatStorageKey } from './lib/chat-storage';
import { mountWidget } from './widget';

type Route = (body: unknown, init: RequestInit) => { status?: number; body: unknown };

const ok = (data: unknown) => ({ body: { status_code: 200, message: 'OK', data } });
const config = {
  id: 'bot-1',
  name: 'Lab Helper',
  greeting: 'Hello from the lab!',
  avatar: '🧪',
  primaryColor: '#ffeb3b',
  position: 'bottom-left',
  features: {
    leadCapture: true,
    appointmentBooking: true,
    ticketCreation: false,
    humanHandoff: false,
  },
  behavior: { proactiveGreeting: false, collectFeedback: true, maxRetries: 3 },
};

function stubApi(routes: Record<string, Route>) {
  const calls: { key: string; body: unknown; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(url).replace('https://api.test/api/public', '')}`;
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body, init });
    const route = routes[key];
    const answer = route
      ? route(body, init)
      : { status: 404, body: { status_code: 404, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  const find = (key: string) => {
    const call = calls.find((candidate) => candidate.key === key);
    if (!call) throw new Error(`${key} was not called`);
    return call;
  };
  return { fetchImpl, calls, find };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function mount(routes: Record<string, Route>) {
  const api = stubApi(routes);
  const host = mountWidget({
    botId: 'bot-1',
    origin: 'https://api.test',
    fetchImpl: api.fetchImpl,
  });
  const shadow = host.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  const q = <T extends Element = HTMLElement>(selector: string) => {
    const found = shadow.querySelector<T>(selector);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  };
  return { ...api, host, shadow, q };
}

const baseRoutes: Record<string, Route> = {
  'GET /bots/bot-1/config': () => ok(config),
  'POST /bots/bot-1/sessions': () =>
    ok({ session_id: 's-1', visitor_token: 'tok-1', greeting: 'Hi' }),
};

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  const analyticsWindow = window as Window & { dataLayer?: unknown[]; gtag?: unknown };
  delete analyticsWindow.dataLayer;
  delete analyticsWindow.gtag;
});

describe('mountWidget', () => {
  it('opens a labelled dialog with the greeting, sends a message and shows the reply', async () => {
    const { q, calls, find, shadow } = mount({
      ...baseRoutes,
      'POST /sessions/s-1/messages': () =>
        ok({ turn_id: 't-1', assistant: 'We open at 8.', confidence: 0.9, date_time: '' }),
      'POST /sessions/s-1/feedback': () => ok(null),
    });
    await flush();
    const launcher = q('button.launcher');
    expect(launcher.getAttribute('aria-label')).toBe('Open chat');
    // An SVG bubble, not the bot's emoji: it draws whatever fonts the visitor has.
    expect(launcher.textContent).toBe('');
    expect(launcher.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon')).toBe(
      'chat',
    );
    expect(q('.root').style.getPropertyValue('--on')).toBe('#111111');
    launcher.click();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(launcher.getAttribute('aria-label')).toBe('Close chat');
    expect(launcher.querySelector('svg')?.getAttribute('data-icon')).toBe('close');
    expect(q('[role=dialog]').getAttribute('aria-label')).toBe('Lab Helper chat');
    expect(shadow.activeElement).toBe(q('#cw-input'));
    expect(q('.list').textContent).toContain('Hello from the lab!');

    q<HTMLInputElement>('#cw-input').value = 'When do you open?';
    q<HTMLFormElement>('.composer').requestSubmit();
    await vi.waitFor(() => expect(q('.list').textContent).toContain('We open at 8.'));
    const message = find('POST /sessions/s-1/messages');
    expect(message.body).toEqual({ text: 'When do you open?' });
    expect((message.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(JSON.parse(localStorage.getItem(chatStorageKey('bot-1')) ?? '{}').messages).toHaveLength(
      3,
    );

    q('[aria-label=Like]').click();
    await flush();
    expect(calls.find((call) => call.key === 'POST /sessions/s-1/feedback')?.body).toEqual({
      turn_id: 't-1',
      value: 'like',
    });

    q('.root').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(q('[role=dialog]').hidden).toBe(true);
    expect(shadow.activeElement).toBe(launcher);
  });

  it('sends its events to the Google Analytics id of the config, and none without one', async () => {
    const analyticsWindow = window as Window & { dataLayer?: ArrayLike<unknown>[] };
    const eventNames = () =>
      (analyticsWindow.dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter(([kind]) => kind === 'event')
        .map(([, name]) => name);

    const withoutId = mount(baseRoutes);
    await flush();
    withoutId.q('button.launcher').click();
    expect(analyticsWindow.dataLayer).toBeUndefined();
    document.body.replaceChildren();

    const { q } = mount({
      ...baseRoutes,
      'GET /bots/bot-1/config': () => ok({ ...config, ga_measurement_id: 'G-LAB12345' }),
    });
    await flush();
    q('button.launcher').click();
    await flush();
    q('.end').click();
    expect(eventNames()).toEqual(['concierge_chat_open', 'concierge_chat_ended']);
  });

  it('renders a form reply, posts it to /forms and confirms', async () => {
    const { q, find } = mount({
      ...baseRoutes,
      'POST /sessions/s-1/messages': () =>
        ok({
          turn_id: 't-2',
          confidence: 1,
          date_time: '',
          assistant: {
            action: 'show_form',
            category: 'Appointments',
            formConfig: {
              title: 'Book a visit',
              fields: [
                { label: 'Full Name', required: true },
                { label: 'Email', required: true },
              ],
              submitButton: { text: 'Confirm Appointment', style: 'primary' },
            },
          },
        }),
      'POST /sessions/s-1/forms': () => ok(null),
    });
    q('button.launcher').click();
    q<HTMLInputElement>('#cw-input').value = 'Book please';
    q<HTMLFormElement>('.composer').requestSubmit();
    await vi.waitFor(() => expect(q('form.form')).not.toBeNull());
    const [name, email] = Array.from(q('form.form').querySelectorAll('input'));
    if (!name || !email) throw new Error('form inputs missing');
    name.value = 'Ada';
    email.value = 'ada@example.com';
    q<HTMLFormElement>('form.form').requestSubmit();
    await vi.waitFor(() =>
      expect(q('.list').textContent).toContain('Thanks! Your request was sent.'),
    );
    // The recap says what was asked for, and survives a reload.
    expect(q('.recap h3').textContent).toBe('Book a visit');
    expect(q('.recap dl').textContent).toBe('Full NameAdaEmailada@example.com');
    const stored = JSON.parse(localStorage.getItem(chatStorageKey('bot-1')) ?? '{}') as {
      messages: { sentData?: unknown }[];
    };
    expect(stored.messages.some((message) => message.sentData)).toBe(true);
    const form = find('POST /sessions/s-1/forms').body as Record<string, unknown>;
    expect(form.category).toBe('Appointments');
    expect(form.form_data).toEqual({ full_name: 'Ada', email: 'ada@example.com' });
    expect(typeof form.form_id).toBe('string');
  });

  it('sends a typed form with its slot and consent, and recaps it after a reload', async () => {
    const routes: Record<string, Route> = {
      ...baseRoutes,
      'POST /sessions/s-1/messages': () =>
        ok({
          turn_id: 't-3',
          confidence: 1,
          date_time: '',
          assistant: {
            action: 'show_form',
            category: 'Appointments',
            formConfig: {
              key: 'appointments',
              title: 'Book a visit',
              fields: [
                {
                  key: 'when',
                  label: 'Preferred Time',
                  type: 'time_slot',
                  required: true,
                  slots: ['09:00', '09:30'],
                },
                { key: 'ok', label: 'I agree to be contacted', type: 'consent', required: true },
              ],
              submitButton: { text: 'Book', style: 'primary' },
            },
          },
        }),
      'POST /sessions/s-1/forms': () => ok(null),
    };
    const { q, find } = mount(routes);
    q('button.launcher').click();
    q<HTMLInputElement>('#cw-input').value = 'Book please';
    q<HTMLFormElement>('.composer').requestSubmit();
    await vi.waitFor(() => expect(q('form.form')).not.toBeNull());
    q<HTMLInputElement>('form.form input[value="09:30"]').click();
    q<HTMLInputElement>('form.form input[type=checkbox]').click();
    q<HTMLFormElement>('form.form').requestSubmit();
    await vi.waitFor(() =>
      expect(q('.recap dl').textContent).toBe('Preferred Time09:30I agree to be contactedYes'),
    );
    expect((find('POST /sessions/s-1/forms').body as { form_data: unknown }).form_data).toEqual({
      when: '09:30',
      ok: true,
    });

    document.body.replaceChildren();
    const reloaded = mount(routes);
    reloaded.q('button.launcher').click();
    expect(reloaded.q('.recap dl').textContent).toBe(
      'Preferred Time09:30I agree to be contactedYes',
    );
  });

  it('starts a new session when the stored one is gone, and ends chats', async () => {
    localStorage.setItem(
      chatStorageKey('bot-1'),
      JSON.stringify({
        sessionId: 'old',
        visitorToken: 'x',
        messages: [{ id: 'm', role: 'visitor', text: 'Earlier' }],
      }),
    );
    const { q, calls } = mount({
      ...baseRoutes,
      'POST /sessions/old/messages': () => ({
        status: 401,
        body: { status_code: 401, message: 'Session expired' },
      }),
      'POST /sessions/s-1/messages': () =>
        ok({ turn_id: 't', assistant: 'Fresh start', confidence: 1, date_time: '' }),
      'POST /sessions/s-1/end': () => ok(null),
    });
    q('button.launcher').click();
    expect(q('.list').textContent).toContain('Earlier');
    q<HTMLInputElement>('#cw-input').value = 'Hello again';
    q<HTMLFormElement>('.composer').requestSubmit();
    await vi.waitFor(() => expect(q('.list').textContent).toContain('Fresh start'));
    expect(calls.filter((call) => call.key === 'POST /bots/bot-1/sessions')).toHaveLength(1);

    q('button.end').click();
    expect(q('.list').textContent).toContain('Chat ended');
    expect(localStorage.getItem(chatStorageKey('bot-1'))).toBeNull();
    await flush();
    expect(calls.some((call) => call.key === 'POST /sessions/s-1/end')).toBe(true);
    q('.notice button').click();
    expect(q('.list').textContent).toContain('Hello from the lab!');
  });

  it('shows server errors as readable text in the panel', async () => {
    const { q } = mount({
      ...baseRoutes,
      'POST /sessions/s-1/messages': () => ({
        status: 429,
        body: { status_code: 429, message: 'Too many messages' },
      }),
    });
    q('button.launcher').click();
    q<HTMLInputElement>('#cw-input').value = 'Hi';
    q<HTMLFormElement>('.composer').requestSubmit();
    await vi.waitFor(() => expect(q('.error').textContent).toBe('Too many messages'));
  });
});
