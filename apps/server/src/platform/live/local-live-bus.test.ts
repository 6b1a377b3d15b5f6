import { describe, expect, it } from 'vitest';
import type { LiveSignal } from './live-bus.js';
import { parseLiveSignal } from './live-bus.js';
import { createLocalLiveBus } from './local-live-bus.js';

const signal: LiveSignal = { organizationId: 'org-1', sessionId: 'session-1', kind: 'message' };

describe('the in-process live bus', () => {
  it('delivers a signal to every subscriber, in order', async () => {
    const bus = createLocalLiveBus();
    const first: LiveSignal[] = [];
    const second: LiveSignal[] = [];
    bus.subscribe((received) => first.push(received));
    bus.subscribe((received) => second.push(received));
    await bus.ready();
    await bus.publish(signal);
    await bus.publish({ ...signal, kind: 'state' });
    expect(first.map((received) => received.kind)).toEqual(['message', 'state']);
    expect(second).toEqual(first);
  });

  it('stops delivering after unsubscribe and after close', async () => {
    const bus = createLocalLiveBus();
    const kept: LiveSignal[] = [];
    const dropped: LiveSignal[] = [];
    bus.subscribe((received) => kept.push(received));
    const unsubscribe = bus.subscribe((received) => dropped.push(received));
    unsubscribe();
    await bus.publish(signal);
    expect(kept).toHaveLength(1);
    expect(dropped).toHaveLength(0);
    await bus.close();
    await bus.publish(signal);
    expect(kept).toHaveLength(1);
  });

  it('keeps delivering when one subscriber throws', async () => {
    const bus = createLocalLiveBus();
    const received: LiveSignal[] = [];
    bus.subscribe(() => {
      throw new Error('broken stream');
    });
    bus.subscribe((value) => received.push(value));
    await bus.publish(signal);
    expect(received).toHaveLength(1);
  });
});

describe('parseLiveSignal', () => {
  it('reads a signal and refuses anything else', () => {
    expect(parseLiveSignal(JSON.stringify({ ...signal, messageId: 4 }))).toEqual({
      ...signal,
      messageId: 4,
    });
    expect(parseLiveSignal(JSON.stringify({ ...signal, kind: 'presence' }))?.kind).toBe('presence');
    expect(parseLiveSignal('not json')).toBeNull();
    expect(parseLiveSignal(JSON.stringify({ ...signal, kind: 'other' }))).toBeNull();
    expect(parseLiveSignal('null')).toBeNull();
  });
});
