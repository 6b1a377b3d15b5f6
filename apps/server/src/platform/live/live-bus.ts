/**
 * A nudge that something changed in a live conversation. It carries ids, not content: receivers
 * read what they show from the database, so a signal may be dropped or repeated without harm.
 */
export interface LiveSignal {
  organizationId: string;
  sessionId: string;
  /** 'presence': the visitor's live stream opened or closed (staff streams re-read the chat). */
  kind: 'message' | 'state' | 'typing' | 'presence';
  messageId?: number;
  from?: 'visitor' | 'agent';
  name?: string;
}

const LIVE_SIGNAL_KINDS: readonly LiveSignal['kind'][] = ['message', 'state', 'typing', 'presence'];

export type LiveListener = (signal: LiveSignal) => void;

/** Fans live signals out to the streams of every API process. */
export interface LiveBus {
  publish(signal: LiveSignal): Promise<void>;
  /** Answers the function that unsubscribes. */
  subscribe(listener: LiveListener): () => void;
  /**
   * Resolves once subscribers hear every signal published from now on (the PostgreSQL bus LISTENs
   * on its own connection first). A stream awaits it before replaying, so nothing falls between.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Parses a signal from the wire, or null when it is not one. */
export function parseLiveSignal(payload: string): LiveSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveSignal> | null;
    if (
      !value ||
      typeof value.organizationId !== 'string' ||
      typeof value.sessionId !== 'string' ||
      !LIVE_SIGNAL_KINDS.includes(value.kind as LiveSignal['kind'])
    ) {
      return null;
    }
    return value as LiveSignal;
  } catch {
    return null;
  }
}
