import type { LiveConversation } from '@concierge/shared';
import { Bot, CircleStop, Headset } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useChangeLiveConversation } from '../api/change-live-conversation';

interface LiveConversationActionsProps {
  conversation: LiveConversation;
  /** The current member holds it. */
  holding: boolean;
  canEdit: boolean;
  /** The member just took it: the reply box may take the focus the Take button leaves. */
  onTaken?: () => void;
}

/** Take a conversation from the queue or the bot; hand it back or end it while holding it. */
export function LiveConversationActions({
  conversation,
  holding,
  canEdit,
  onTaken,
}: LiveConversationActionsProps) {
  const take = useChangeLiveConversation('take');
  const release = useChangeLiveConversation('release');
  const end = useChangeLiveConversation('end');
  const [confirmEnd, setConfirmEnd] = useState(false);
  const { sessionId } = conversation;

  if (!canEdit || conversation.ended) return null;
  const takeable = conversation.state === 'waiting' || conversation.state === 'bot';

  return (
    <div className="flex flex-wrap gap-2">
      {takeable && (
        <Button
          size="sm"
          loading={take.isPending}
          onClick={() => take.mutate(sessionId, { onSuccess: onTaken })}
        >
          <Headset className="size-4" aria-hidden />
          Take conversation
        </Button>
      )}
      {holding && (
        <>
          <Button
            size="sm"
            variant="outline"
            loading={release.isPending}
            onClick={() => release.mutate(sessionId)}
          >
            <Bot className="size-4" aria-hidden />
            Hand back to bot
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirmEnd(true)}>
            <CircleStop className="size-4" aria-hidden />
            End conversation
          </Button>
          <ConfirmDialog
            open={confirmEnd}
            onOpenChange={setConfirmEnd}
            title="End this conversation?"
            description={`${conversation.visitorName} is told the chat has ended.`}
            confirmLabel="End conversation"
            loading={end.isPending}
            onConfirm={() => end.mutate(sessionId, { onSettled: () => setConfirmEnd(false) })}
          />
        </>
      )}
    </div>
  );
}
