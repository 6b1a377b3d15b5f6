import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface HelpfulVoteProps {
  question: string;
  helpful: number;
  notHelpful: number;
  myVote: 'helpful' | 'not_helpful' | null;
  onVote: (helpful: boolean) => void;
  pending?: boolean;
}

function helpfulCountText(helpful: number): string {
  return helpful === 1 ? '1 person found this helpful' : `${helpful} people found this helpful`;
}

/** "Was this helpful?" Yes / No; the account's own vote shows as pressed and may be changed. */
export function HelpfulVote({
  question,
  helpful,
  notHelpful,
  myVote,
  onVote,
  pending = false,
}: HelpfulVoteProps) {
  return (
    <div role="group" aria-label={question} className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium text-slate-700">{question}</span>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant={myVote === 'helpful' ? 'secondary' : 'outline'}
          aria-pressed={myVote === 'helpful'}
          disabled={pending}
          onClick={() => onVote(true)}
        >
          <ThumbsUp className="size-4" aria-hidden />
          Yes
        </Button>
        <Button
          size="sm"
          variant={myVote === 'not_helpful' ? 'secondary' : 'outline'}
          aria-pressed={myVote === 'not_helpful'}
          disabled={pending}
          onClick={() => onVote(false)}
        >
          <ThumbsDown className="size-4" aria-hidden />
          No
        </Button>
      </div>
      <span className="text-xs text-slate-500">
        {helpfulCountText(helpful)}
        {notHelpful > 0 && ` · ${notHelpful} did not`}
      </span>
    </div>
  );
}
