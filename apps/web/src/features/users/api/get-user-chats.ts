import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, staffMessages, type UserChatsPage } from '@concierge/shared';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { STAFF_TOAST_DURATION_MS } from '@/lib/toast-durations';
import { userKeys } from './query-keys';

const EMPTY_USER_CHATS: UserChatsPage = {
  sessions: [],
  pagination: { total_pages: 1, total_sessions: 0 },
};

/**
 * A failed load says 'Failed to load chat history' once and leaves the card empty, instead of
 * retrying and keeping the user on skeletons.
 */
export async function getUserChats(
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<UserChatsPage> {
  try {
    return await api.get<UserChatsPage>(`/user/get_user_chats/${encodeURIComponent(userId)}`, {
      signal,
      query: { page, limit: PAGE_SIZE },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Failed to load chat history', error);
    toast.error(staffMessages.chatHistoryFailed, {
      id: 'chat-history-failed',
      duration: STAFF_TOAST_DURATION_MS,
    });
    return EMPTY_USER_CHATS;
  }
}

/** GET /user/get_user_chats/{id}: one page of the user's chat sessions, newest first. */
export function useUserChats(userId: string, page: number) {
  return useQuery({
    queryKey: userKeys.chats(userId, page),
    queryFn: ({ signal }) => getUserChats(userId, page, signal),
    meta: { silent: true },
  });
}
