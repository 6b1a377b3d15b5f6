import type { VisitorLiveEvent } from '@concierge/shared';

/** Waits between reconnects; the last one repeats. */
export const RECONNECT_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 15000];

export interface LiveChannelOptions {
  /** Opens the stream, replaying every live message with an id above `after`. */
  connect: (after: number, signal: AbortSignal) => AsyncIterable<VisitorLiveEvent>;
  /** Each new event; messages arrive once each, whatever the reconnects replay. */
  onEvent: (event: VisitorLiveEvent) => void;
  /** True when an error means the stream will never open again (the session is gone). */
  isFatal: (error: unknown) => boolean;
  onFatal: () => void;
  reconnectDelaysMs?: readonly number[];
}

export type LiveChannel = ReturnType<typeof createLiveChannel>;

/**
 * Keeps the visitor's live stream open while a person is awaited or holds the chat: reconnects
 * with backoff from the last message id seen and drops ids it already has.
 */
export function createLiveChannel(options: LiveChannelOptions) {
  const delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
  const known = new Set<number>();
  let lastId = 0;
  let attempt = 0;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function run(signal: AbortSignal) {
    try {
      for await (const event of options.connect(lastId, signal)) {
        if (signal.aborted) return;
        attempt = 0;
        if (event.event === 'message') {
          if (known.has(event.data.id)) continue;
          known.add(event.data.id);
          lastId = Math.max(lastId, event.data.id);
        }
        options.onEvent(event);
        if (signal.aborted) return;
      }
    } catch (error) {
      if (signal.aborted) return;
      if (options.isFatal(error)) {
        stop();
        options.onFatal();
        return;
      }
    }
    if (signal.aborted) return;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 15000;
    attempt += 1;
    retryTimer = setTimeout(() => {
      if (!signal.aborted) void run(signal);
    }, delay);
  }

  function stop() {
    controller?.abort();
    controller = null;
    clearTimeout(retryTimer);
  }

  return {
    /** Opens the stream unless it is open; `knownIds` are live messages already shown. */
    start(after: number, knownIds: Iterable<number> = []) {
      if (controller) return;
      for (const id of knownIds) known.add(id);
      lastId = Math.max(lastId, after);
      attempt = 0;
      controller = new AbortController();
      void run(controller.signal);
    },
    stop,
    /** A live message the widget already shows (its own, from the POST answer). */
    remember(id: number) {
      known.add(id);
    },
    /** Forget everything: a new session starts from id 0. */
    reset() {
      stop();
      known.clear();
      lastId = 0;
    },
    get lastId() {
      return lastId;
    },
    get open() {
      return controller !== null;
    },
  };
}
