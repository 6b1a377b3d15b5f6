import type { Page } from 'playwright-core';

/**
 * What a person would see wrong with the screen's layout at its current width, one line each (an
 * empty list is the pass):
 * - the page scrolls sideways (and which elements stick out);
 * - header controls (menu, organization switcher, bell and its badge, user menu) overlap;
 * - a tab list hides tabs behind a scroll;
 * - a table or code block is wider than its box without scrolling inside it, or scrolls with its
 *   scrollbar hidden, so some columns or lines cannot be reached;
 * - a button's label is cut off;
 * - a chart's axis labels overlap.
 *
 * With `wideContentFits`, a table or code block must fit its box without scrolling at all (what a
 * desktop screen owes: a scrollbar that only shows while scrolling hides the columns past it).
 */
export function layoutProblems(
  page: Page,
  { wideContentFits = false }: { wideContentFits?: boolean } = {},
): Promise<string[]> {
  return page.evaluate((wideContentFits) => {
    const problems: string[] = [];
    const root = document.documentElement;
    // Shown on the screen: not hidden, and not a visually hidden (1 px) text for screen readers.
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}> "${label}"`;
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const scrollsVisibly = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        ['auto', 'scroll'].includes(style.overflowX) &&
        style.getPropertyValue('scrollbar-width') !== 'none'
      );
    };

    if (root.scrollWidth > root.clientWidth) {
      // The outermost elements that reach past the right edge: where to look.
      const sticking = [...document.body.querySelectorAll('*')]
        .filter((element) => visible(element))
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .filter((element) => {
          const parent = element.parentElement;
          return !parent || parent.getBoundingClientRect().right <= root.clientWidth + 1;
        })
        .slice(0, 3)
        .map(
          (element) =>
            `${describe(element)} ends at ${Math.round(element.getBoundingClientRect().right)}`,
        );
      problems.push(
        `the page scrolls sideways: ${root.scrollWidth}px wide in ${root.clientWidth}px (${sticking.join('; ')})`,
      );
    }

    const operatorBadge = [...document.querySelectorAll('header span')].filter(
      (span) => span.textContent?.trim() === 'Platform Administrator',
    );
    const controls = [
      ...document.querySelectorAll(
        'header [aria-label="Open navigation"], header [aria-label^="Organization:"], header [aria-label^="Notifications"], header [aria-label^="Notifications"] > span, header [aria-label="User menu"]',
      ),
      ...operatorBadge,
    ].filter(visible);
    const header = document.querySelector('header')?.getBoundingClientRect();
    controls.forEach((control, index) => {
      const box = control.getBoundingClientRect();
      if (header && (box.left < header.left - 1 || box.right > header.right + 1)) {
        problems.push(`the header control ${describe(control)} is outside the header`);
      }
      for (const other of controls.slice(index + 1)) {
        if (control.contains(other) || other.contains(control)) continue;
        if (overlap(box, other.getBoundingClientRect())) {
          problems.push(`the header controls ${describe(control)} and ${describe(other)} overlap`);
        }
      }
    });

    for (const tabList of document.querySelectorAll('[role="tablist"]')) {
      if (visible(tabList) && tabList.scrollWidth > tabList.clientWidth + 1) {
        problems.push(
          `the tab list ${describe(tabList)} hides tabs: ${tabList.scrollWidth}px of tabs in ${tabList.clientWidth}px`,
        );
      }
    }

    for (const wide of document.querySelectorAll('main table, main pre')) {
      if (!visible(wide)) continue;
      // The nearest box that clips or scrolls it (the element itself for a scrolling <pre>).
      let box: Element | null = wide;
      while (box && box !== document.body && getComputedStyle(box).overflowX === 'visible') {
        box = box.parentElement;
      }
      if (!wideContentFits && box && box !== document.body && scrollsVisibly(box)) continue;
      const container = box && box !== document.body ? box : wide.parentElement;
      if (!container) continue;
      const width = Math.max(wide.scrollWidth, wide.getBoundingClientRect().width);
      if (width > container.clientWidth + 1) {
        problems.push(
          `${describe(wide)} is ${Math.round(width)}px wide in ${container.clientWidth}px${wideContentFits ? '' : ' and does not scroll visibly'}`,
        );
      }
    }

    for (const button of document.querySelectorAll('main button')) {
      // A label ending in an ellipsis is shortened on purpose; one cut off mid-letter is not.
      const shortened = getComputedStyle(button).textOverflow === 'ellipsis';
      if (visible(button) && !shortened && button.scrollWidth > button.clientWidth + 1) {
        problems.push(`the label of ${describe(button)} is cut off`);
      }
    }

    for (const axis of document.querySelectorAll('.recharts-cartesian-axis-tick-labels')) {
      const chart = axis.closest('svg')?.getBoundingClientRect();
      const labels = [...axis.querySelectorAll('text')].filter(visible);
      labels.forEach((label, index) => {
        const box = label.getBoundingClientRect();
        if (chart && (box.left < chart.left - 1 || box.right > chart.right + 1)) {
          problems.push(`the chart label ${describe(label)} is cut off`);
        }
        for (const other of labels.slice(index + 1)) {
          if (overlap(box, other.getBoundingClientRect())) {
            problems.push(`the chart labels ${describe(label)} and ${describe(other)} overlap`);
          }
        }
      });
    }
    return problems;
  }, wideContentFits);
}
