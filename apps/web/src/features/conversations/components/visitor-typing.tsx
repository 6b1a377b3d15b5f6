import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { conversationKeys } from '../api/query-keys';

/** A typing hint counts this long after the visitor's last keystroke event. */
const TYPING_SHOWN_MS = 6000;

/** '<visitor> is typing…' while the stream reports keystrokes, as a polite live region. */
export function VisitorTyping({ sessionId, name }: { sessionId: string; name: string }) {
  const { data: typedAt } = useQuery<number | null>({
    queryKey: conversationKeys.liveTyping(sessionId),
    queryFn: skipToken,
    staleTime: Infinity,
  });
  const [expiredAt, setExpiredAt] = useState<number | null>(null);

  useEffect(() => {
    if (!typedAt) return;
    const left = typedAt + TYPING_SHOWN_MS - Date.now();
    const timer = setTimeout(() => setExpiredAt(typedAt), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [typedAt]);

  const typing = Boolean(typedAt) && expiredAt !== typedAt;
  return (
    <p aria-live="polite" className="min-h-5 px-4 text-xs text-slate-600 italic sm:px-6">
      {typing ? `${name} is typing…` : ''}
    </p>
  );
}
