import { ArrowLeft, ArrowRight, Rocket } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface WizardActionsProps {
  canGoBack: boolean;
  isLast: boolean;
  submitting: boolean;
  onBack: () => void;
}

/** Back, and Continue (or 'Complete Setup' on the last step, busy while it submits). */
export function WizardActions({ canGoBack, isLast, submitting, onBack }: WizardActionsProps) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-6 py-4">
      <Button variant="outline" onClick={onBack} disabled={!canGoBack || submitting}>
        <ArrowLeft className="size-4" aria-hidden />
        Back
      </Button>
      <Button type="submit" loading={submitting}>
        {isLast ? (
          <>
            {!submitting && <Rocket className="size-4" aria-hidden />}
            {submitting ? 'Completing setup…' : 'Complete Setup'}
          </>
        ) : (
          <>
            Continue
            <ArrowRight className="size-4" aria-hidden />
          </>
        )}
      </Button>
    </div>
  );
}
