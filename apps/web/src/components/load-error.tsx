import { RotateCw } from 'lucide-react';
import { Button } from './ui/button';

interface LoadErrorProps {
  /** The screen's SPEC §8 text, e.g. 'Failed to load onboarding steps'. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: the SPEC's text and a way to try again, instead of a blank page. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-medium text-red-700">{message}</p>
      <Button variant="outline" className="mt-4" loading={retrying} onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        Retry
      </Button>
    </div>
  );
}
