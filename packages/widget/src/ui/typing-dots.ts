import { el } from './dom';

export type TypingDots = ReturnType<typeof createTypingDots>;

/** The one "… is typing" indicator at the end of the message list, for the bot or an agent. */
export function createTypingDots(list: HTMLElement, scrollDown: () => void) {
  let node: HTMLElement | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  /** Typing dots with who is typing, or none; `forMs` hides them unless shown again by then. */
  function show(label: string | null, forMs?: number) {
    clearTimeout(hideTimer);
    node?.remove();
    node = label
      ? el('div', { class: 'typing', 'aria-label': label }, el('span'), el('span'), el('span'))
      : null;
    if (node) list.append(node);
    scrollDown();
    if (forMs !== undefined) hideTimer = setTimeout(() => show(null), forMs);
  }

  return {
    show,
    /** The dots, if shown: new messages go above them. */
    get node() {
      return node;
    },
    /** The list was rendered again without them. */
    forget() {
      node = null;
    },
  };
}
