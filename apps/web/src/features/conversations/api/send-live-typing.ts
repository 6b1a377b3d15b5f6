import { apiEnvelope } from '@/lib/api-client';

/** POST /live/conversations/:id/typing: tells the visitor the agent is typing. Best effort. */
export async function sendLiveTyping(sessionId: string): Promise<void> {
  try {
    await apiEnvelope('POST', `/live/conversations/${encodeURIComponent(sessionId)}/typing`);
  } catch {
    // A lost typing hint is not worth a toast.
  }
}
