import { EventEmitter } from 'node:events';
import type { LiveBus, LiveListener, LiveSignal } from './live-bus.js';

/** The bus of one process (embedded PGlite): a signal reaches this process's streams only. */
export function createLocalLiveBus(): LiveBus {
  const emitter = new EventEmitter();
  // Every open stream is a listener; the default limit of 10 would warn at the eleventh.
  emitter.setMaxListeners(0);
  return {
    publish(signal: LiveSignal) {
      emitter.emit('signal', signal);
      return Promise.resolve();
    },
    subscribe(listener: LiveListener) {
      const safe = (signal: LiveSignal) => {
        try {
          listener(signal);
        } catch {
          // One broken stream must not stop the others.
        }
      };
      emitter.on('signal', safe);
      return () => emitter.off('signal', safe);
    },
    ready() {
      return Promise.resolve();
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}
