type Child = Node | string | null | undefined | false;
type Props = Record<string, string | number | boolean | null | undefined | EventListener>;

/**
 * Creates an element. Strings become text nodes, so text from the server is never parsed as HTML.
 * `on*` props add listeners; `true` adds an empty attribute; false/null/undefined add nothing.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') {
      node.addEventListener(name.slice(2).toLowerCase(), value);
    } else if (value === true) {
      node.setAttribute(name, '');
    } else if (value != null && value !== false) {
      node.setAttribute(name, String(value));
    }
  }
  for (const child of children) {
    if (child) node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}
