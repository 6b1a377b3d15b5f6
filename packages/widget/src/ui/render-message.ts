import type { FormConfig } from '@concierge/shared';
import type { FormAnswers } from '../api/public-api';
import type { ChatMessage, Feedback } from '../lib/chat-storage';
import { HANDOFF_REPLY_TEXT } from '../lib/live-texts';
import { el } from './dom';
import { icon, type IconName } from './icons';
import { renderForm } from './render-form';
import { renderFormRecap } from './render-form-recap';

type AssistantMessage = Extract<ChatMessage, { role: 'assistant' }>;

export interface MessageHandlers {
  collectFeedback: boolean;
  /** Rejects when the choice was not saved; the buttons then go back to unchosen. */
  onFeedback: (message: AssistantMessage, value: Feedback) => Promise<void>;
  onSubmitForm: (message: AssistantMessage, formData: FormAnswers) => Promise<void>;
}

function formConfigOf(reply: AssistantMessage['reply']): FormConfig | null {
  if (typeof reply !== 'object' || reply.action !== 'show_form') return null;
  const config = reply.formConfig;
  return config && typeof config.title === 'string' && Array.isArray(config.fields) ? config : null;
}

function feedbackButtons(message: AssistantMessage, handlers: MessageHandlers): HTMLElement {
  const choices: [Feedback, string, IconName][] = [
    ['like', 'Like', 'thumbsUp'],
    ['dislike', 'Dislike', 'thumbsDown'],
  ];
  const buttons = choices.map(([value, label, name]) =>
    el('button', { type: 'button', 'aria-label': label, 'data-value': value }, icon(name, 16)),
  );
  // One choice per answer: once chosen, the pair shows it and ignores further clicks.
  const sync = () => {
    buttons.forEach((button) => {
      button.setAttribute('aria-pressed', String(message.feedback === button.dataset.value));
      if (message.feedback) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    });
  };
  buttons.forEach((button) =>
    button.addEventListener('click', () => {
      if (message.feedback) return;
      message.feedback = button.dataset.value as Feedback;
      sync();
      handlers.onFeedback(message, message.feedback).catch(() => {
        message.feedback = undefined;
        sync();
      });
    }),
  );
  sync();
  return el(
    'div',
    { class: 'feedback', role: 'group', 'aria-label': 'Was this answer helpful?' },
    ...buttons,
  );
}

/** One message of the conversation. Server text only ever becomes text nodes. */
export function renderMessage(message: ChatMessage, handlers: MessageHandlers): HTMLElement {
  if (message.role === 'visitor') {
    return el('div', { class: 'msg visitor' }, el('span', { class: 'sr' }, 'You: '), message.text);
  }
  if (message.role === 'notice') {
    return el('div', { class: 'notice', 'data-message-id': message.id }, el('p', {}, message.text));
  }
  if (message.role === 'agent') {
    return el(
      'div',
      { class: 'turn', 'data-message-id': message.id },
      el('span', { class: 'author' }, message.name),
      el('div', { class: 'msg assistant' }, message.text),
    );
  }
  const { reply } = message;
  const formConfig = formConfigOf(reply);
  let body: HTMLElement;
  if (formConfig && message.formSent) {
    body = renderFormRecap(formConfig, message.sentData, `cw-${message.id}-recap`);
  } else if (formConfig) {
    body = renderForm(formConfig, {
      idPrefix: `cw-${message.id}`,
      onSubmit: (formData) => handlers.onSubmitForm(message, formData),
    });
  } else if (typeof reply === 'object' && reply !== null && reply.action === 'handoff') {
    body = el('div', { class: 'msg assistant' }, HANDOFF_REPLY_TEXT);
  } else if (typeof reply === 'object' && reply !== null) {
    body = el(
      'div',
      { class: 'msg assistant' },
      `Action: ${String(reply.action)}`,
      el('br'),
      `Category: ${String(reply.category)}`,
    );
  } else {
    body = el('div', { class: 'msg assistant' }, String(reply));
  }
  const turn = el('div', { class: 'turn', 'data-message-id': message.id }, body);
  // Words the bot says before an action, e.g. why it offers a form instead of a person.
  if (typeof reply === 'object' && reply !== null && typeof reply.message === 'string') {
    turn.prepend(el('div', { class: 'msg assistant' }, reply.message));
  }
  if (handlers.collectFeedback && message.turnId) {
    turn.append(feedbackButtons(message, handlers));
  }
  return turn;
}
