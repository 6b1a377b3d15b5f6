import { useEffect, useRef, useState } from 'react';
import { API_BASE, authHeaders, handleUnauthorized } from './api-client';
import { readSseStream, type SseEvent } from './sse-stream';

/** Waits before each reconnect attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 15000] as const;

export type LiveStreamStatus = 'connecting' | 'open' | 'reconnecting';

interface LiveStreamHandlers {
  onEvent: (event: SseEvent) => void;
  /** A connection opened after a lost or failed one: events may have been missed meanwhile. */
  onReconnect?: () => void;
}

/**
 * Keeps a server-sent event stream of the API open (fetch, so the Authorization and organization
 * headers go along, which EventSource cannot send). A dropped or refused connection is retried
 * after 1, 2, 5, then every 15 s; a 401 ends the session instead. The stream closes on unmount
 * and reopens when `path` or `scope` (e.g. the organization) changes. `path` null keeps it closed.
 */
export function useLiveStream(
  path: string | null,
  handlers: LiveStreamHandlers,
  scope = '',
): LiveStreamStatus {
  const key = `${path ?? ''}|${scope}`;
  // The status belongs to one connection key: a new path or scope starts at 'connecting'.
  const [state, setState] = useState<{ key: string; status: LiveStreamStatus }>({
    key,
    status: 'connecting',
  });
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    let failures = 0;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const setStatus = (status: LiveStreamStatus) => setState({ key: `${path}|${scope}`, status });

    const retry = () => {
      if (signal.aborted) return;
      setStatus('reconnecting');
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      attempts += 1;
      try {
        const response = await fetch(`${API_BASE}${path}`, {
          headers: { Accept: 'text/event-stream', ...authHeaders() },
          signal,
          credentials: 'same-origin',
          cache: 'no-store',
        });
        if (response.status === 401) {
          handleUnauthorized();
          return;
        }
        if (!response.ok || !response.body) {
          retry();
          return;
        }
        setStatus('open');
        if (attempts > 1) handlersRef.current.onReconnect?.();
        failures = 0;
        await readSseStream(response, (event) => handlersRef.current.onEvent(event), signal);
      } catch {
        // A network failure or the abort below: either way the connection is gone.
      }
      retry();
    };

    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [path, scope]);

  return state.key === key ? state.status : 'connecting';
}
