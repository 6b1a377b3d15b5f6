import { useQueryClient } from '@tanstack/react-query';
import type { ChatTurn, SessionChats } from '@concierge/shared';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { formKeys } from './query-keys';

export function getSessionChats(sessionId: string, signal?: AbortSignal) {
  return api.get<SessionChats>(`/user/get_session_chats/${encodeURIComponent(sessionId)}`, {
    signal,
  });
}

/**
 * GET /user/get_session_chats/{id} on demand ('View Chat'): resolves with the first session's
 * turns, or null when the call failed — SPEC §8 only logs that failure.
 */
export function useLoadSessionChat() {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);

  const load = async (sessionId: string): Promise<ChatTurn[] | null> => {
    setLoading(true);
    try {
      const data = await queryClient.fetchQuery({
        queryKey: formKeys.sessionChats(sessionId),
        queryFn: ({ signal }) => getSessionChats(sessionId, signal),
        retry: false,
        meta: { silent: true },
      });
      return data.sessions[0]?.chat_history ?? [];
    } catch (error) {
      console.error('Failed to load the chat of the form', error);
      return null;
    } finally {
      setLoading(false);
    }
  };

  return { load, loading };
}
