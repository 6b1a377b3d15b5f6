import { describe, expect, it, vi } from 'vitest';

function button(node: HTMLElement, name: string): HTMLButtonElement {
  const found = node.querySelector<HTMLButtonElement>(`[aria-label=${name}]`);
  if (!found) throw new Error(`no ${name} button`);
  return found;
}
import type { MessageHandlers } from './render-message';
import { renderMessage } from './render-message';
import { HANDOFF_REPLY_TEXT } from '../lib/live-texts';

const handlers = (collectFeedback = false): MessageHandlers => ({
  collectFeedback,
  onFeedback: vi.fn(async () => undefined),
  onSubmitForm: vi.fn(async () => undefined),
});

describe('renderMessage', () => {
  it('renders server text as text, never as HTML', () => {
    const hostile = '<img src=x onerror="alert(1)"><b>bold</b>';
    const node = renderMessage({ id: 'a', role: 'assistant', reply: hostile }, handlers());
    expect(node.querySelector('img, b')).toBeNull();
    expect(node.textContent).toBe(hostile);
    const mine = renderMessage(
      { id: 'b', role: 'visitor', text: '<script>x</script>' },
      handlers(),
    );
    expect(mine.querySelector('script')).toBeNull();
    expect(mine.textContent).toContain('<script>x</script>');
  });

  it('shows other actions as action and category lines', () => {
    const node = renderMessage(
      { id: 'c', role: 'assistant', reply: { action: 'callback', category: 'Support' } },
      handlers(),
    );
    expect(node.textContent).toBe('Action: callbackCategory: Support');
  });

  it('says in words that it hands the chat to the team', () => {
    const node = renderMessage(
      { id: 'h', role: 'assistant', reply: { action: 'handoff', category: 'Human Handoff' } },
      handlers(),
    );
    expect(node.textContent).toBe(HANDOFF_REPLY_TEXT);
  });

  it('shows what the bot says before a form, e.g. that nobody can take the chat', () => {
    const reply = {
      action: 'show_form' as const,
      category: 'General Inquiry' as const,
      formConfig: {
        title: 'General Inquiry',
        fields: [{ label: 'Email', required: true }],
        submitButton: { text: 'Send Message', style: 'primary' as const },
      },
      message: 'Our team is not available right now.',
    };
    const node = renderMessage({ id: 'n', role: 'assistant', reply }, handlers());
    expect(node.firstElementChild?.textContent).toBe('Our team is not available right now.');
    expect(node.querySelector('form')).not.toBeNull();
  });

  it('renders a show_form reply as a form, and once sent a recap of what was asked', () => {
    const reply = {
      action: 'show_form' as const,
      category: 'General Inquiry' as const,
      formConfig: {
        title: 'Ask us',
        fields: [
          { label: 'Email', required: true },
          { label: 'Phone Number', required: false },
          { label: 'Message', required: true },
        ],
        submitButton: { text: 'Send Message', style: 'primary' as const },
      },
    };
    const form = renderMessage({ id: 'd', role: 'assistant', reply }, handlers());
    expect(form.querySelector('form h3')?.textContent).toBe('Ask us');
    const sent = renderMessage(
      {
        id: 'd',
        role: 'assistant',
        reply,
        formSent: true,
        sentData: { email: 'ann@example.com', phone_number: '', message: '<b>Call me</b>' },
      },
      handlers(),
    );
    expect(sent.querySelector('form')).toBeNull();
    const recap = sent.querySelector('section.recap');
    expect(recap?.getAttribute('aria-labelledby')).toBe(recap?.querySelector('h3')?.id);
    expect(recap?.querySelector('h3')?.textContent).toBe('Ask us');
    const pairs = Array.from(recap?.querySelectorAll('dt') ?? []).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    // Fields left empty are not listed; the visitor's text stays text.
    expect(pairs).toEqual([
      ['Email', 'ann@example.com'],
      ['Message', '<b>Call me</b>'],
    ]);
    expect(recap?.querySelector('b')).toBeNull();
    expect(recap?.querySelector('[role=status]')?.textContent).toBe(
      'Thanks! Your request was sent.',
    );
  });

  it('keeps the confirmation for a form sent before recaps were stored', () => {
    const reply = {
      action: 'show_form' as const,
      category: 'General Inquiry' as const,
      formConfig: {
        title: 'Ask us',
        fields: [{ label: 'Email', required: true }],
        submitButton: { text: 'Send Message', style: 'primary' as const },
      },
    };
    const sent = renderMessage({ id: 'o', role: 'assistant', reply, formSent: true }, handlers());
    expect(sent.querySelector('dl')).toBeNull();
    expect(sent.textContent).toBe('Ask usThanks! Your request was sent.');
  });

  it('offers one like/dislike choice per answer when feedback is collected', () => {
    const h = handlers(true);
    const node = renderMessage({ id: 'e', role: 'assistant', reply: 'Hi', turnId: 't1' }, h);
    const like = button(node, 'Like');
    const dislike = button(node, 'Dislike');
    // Drawn as SVG, not emoji: they show whatever fonts the visitor has.
    for (const choice of [like, dislike]) {
      expect(choice.textContent).toBe('');
      expect(choice.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
    }
    expect(like.getAttribute('aria-pressed')).toBe('false');
    like.click();
    dislike.click();
    expect(h.onFeedback).toHaveBeenCalledTimes(1);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(dislike.getAttribute('aria-pressed')).toBe('false');
    expect(
      renderMessage(
        { id: 'f', role: 'assistant', reply: 'Hi', turnId: 't' },
        handlers(),
      ).querySelector('button'),
    ).toBeNull();
  });
});
