import type { PublicBotConfig } from '@concierge/shared';
import { contrastRatio, DARK_TEXT, readableTextColor } from '../lib/contrast';
import { el } from './dom';
import { icon } from './icons';
import { applyStyles } from './styles';

export const HOST_TAG = 'concierge-widget';
export const INPUT_LABEL = 'Type your message';

/** The widget's fixed parts; behaviour is wired in widget.ts. */
export interface Shell {
  host: HTMLElement;
  root: HTMLElement;
  launcher: HTMLButtonElement;
  greeting: HTMLElement;
  greetingOpen: HTMLButtonElement;
  greetingDismiss: HTMLButtonElement;
  panel: HTMLElement;
  title: HTMLElement;
  /** Under the bot name: who from the team holds the chat. Announced politely. */
  agentLine: HTMLElement;
  /** Above the composer while a person is awaited. */
  liveNote: HTMLElement;
  headerAvatar: HTMLElement;
  endButton: HTMLButtonElement;
  closeButton: HTMLButtonElement;
  list: HTMLElement;
  composer: HTMLFormElement;
  input: HTMLInputElement;
  sendButton: HTMLButtonElement;
}

/** An emoji as text, or an https image (decorative: the bot name is always beside it). */
export function renderAvatar(target: HTMLElement, avatar: string): void {
  target.replaceChildren();
  if (/^https:\/\/\S+$/.test(avatar)) {
    target.append(el('img', { src: avatar, alt: '', referrerpolicy: 'no-referrer' }));
  } else {
    target.append(avatar || icon('chat'));
  }
}

/** The launcher draws a chat bubble, or a cross while the panel is open: never a font glyph. */
export function setLauncherIcon(launcher: HTMLButtonElement, open: boolean): void {
  launcher.replaceChildren(icon(open ? 'close' : 'chat', 28));
}

export function buildShell(): Shell {
  const host = document.createElement(HOST_TAG);
  const shadow = host.attachShadow({ mode: 'open' });
  applyStyles(shadow);

  const launcher = el('button', {
    type: 'button',
    class: 'launcher',
    'aria-label': 'Open chat',
    'aria-expanded': 'false',
    'aria-controls': 'cw-panel',
  });
  setLauncherIcon(launcher, false);

  const greetingText = el('span', {});
  const greetingOpen = el('button', { type: 'button', class: 'open-greeting' }, greetingText);
  const greetingDismiss = el(
    'button',
    { type: 'button', class: 'dismiss', 'aria-label': 'Dismiss greeting' },
    '×',
  );
  const greeting = el(
    'div',
    { class: 'bubble-greeting', hidden: true },
    greetingOpen,
    greetingDismiss,
  );

  const headerAvatar = el('span', { class: 'avatar', 'aria-hidden': 'true' });
  const title = el('h2', { id: 'cw-title' });
  // Live regions stay in the layout (empty, not hidden) so screen readers announce new text.
  const agentLine = el('p', { class: 'agent-line', 'aria-live': 'polite' });
  const liveNote = el('div', { class: 'live-note', role: 'status' });
  const endButton = el('button', { type: 'button', class: 'end' }, 'End chat');
  const closeButton = el(
    'button',
    { type: 'button', class: 'close', 'aria-label': 'Minimize chat' },
    '×',
  );
  const list = el('div', {
    class: 'list',
    role: 'log',
    'aria-live': 'polite',
    'aria-label': 'Messages',
    tabindex: '0',
  });
  const input = el('input', {
    id: 'cw-input',
    type: 'text',
    autocomplete: 'off',
    maxlength: '2000',
    placeholder: 'Type your message…',
  });
  const sendButton = el('button', { type: 'submit', class: 'btn primary' }, 'Send');
  const composer = el(
    'form',
    { class: 'composer' },
    el('label', { class: 'sr', for: 'cw-input' }, INPUT_LABEL),
    input,
    sendButton,
  );
  const panel = el(
    'div',
    {
      id: 'cw-panel',
      class: 'panel',
      role: 'dialog',
      'aria-label': 'Assistant chat',
      hidden: true,
    },
    el(
      'div',
      { class: 'header' },
      headerAvatar,
      el('div', { class: 'names' }, title, agentLine),
      endButton,
      closeButton,
    ),
    list,
    liveNote,
    composer,
  );
  const root = el('div', { class: 'root' }, panel, greeting, launcher);
  shadow.append(root);
  return {
    host,
    root,
    launcher,
    greeting,
    greetingOpen,
    greetingDismiss,
    panel,
    title,
    agentLine,
    liveNote,
    headerAvatar,
    endButton,
    closeButton,
    list,
    composer,
    input,
    sendButton,
  };
}

/** Colours, side, name and avatar; called again when the server config arrives. */
export function applyBotLook(shell: Shell, config: PublicBotConfig): void {
  const color = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(config.primaryColor)
    ? config.primaryColor
    : '#000000';
  shell.root.style.setProperty('--c', color);
  shell.root.style.setProperty('--on', readableTextColor(color));
  // Outlined buttons put the bot colour on white: use it only when it is readable there.
  shell.root.style.setProperty('--ink', contrastRatio(color, '#ffffff') >= 4.5 ? color : DARK_TEXT);
  shell.root.classList.toggle('left', config.position === 'bottom-left');
  shell.title.textContent = config.name;
  shell.panel.setAttribute('aria-label', `${config.name} chat`);
  renderAvatar(shell.headerAvatar, config.avatar);
  const greetingText = shell.greetingOpen.firstElementChild;
  if (greetingText) greetingText.textContent = config.greeting;
}
