import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… waits up to 5 s, not 1 s: two cores running the whole suite can be that slow.
configure({ asyncUtilTimeout: 5000 });

// The test DOMs (happy-dom, and jsdom where a file asks for it) lack a few APIs Radix calls.
const noop = () => undefined;
class ResizeObserverStub {
  observe = noop;
  unobserve = noop;
  disconnect = noop;
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= noop;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= noop;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'token=; path=/; max-age=0';
});
