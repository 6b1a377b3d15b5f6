import {
  initialAnswers,
  type OnboardingAnswers,
  type OnboardingFieldId,
  type OnboardingStep,
  type OnboardingValue,
} from '@concierge/shared';
import { useCallback, useEffect, useState } from 'react';
import { storageKeys } from '@/lib/storage-keys';
import { useAuth } from '@/lib/use-auth';

interface StoredDraft {
  /** Whose answers these are: another account on this browser starts afresh. */
  userId: string | null;
  answers: OnboardingAnswers;
  /** The furthest step reached, 0-based: the sidebar opens steps up to it. */
  furthestStep: number;
}

/** Forgets the saved answers (the setup is complete). */
export function clearOnboardingDraft(): void {
  localStorage.removeItem(storageKeys.onboardingDraft);
}

function readDraft(userId: string | null): StoredDraft | null {
  try {
    const draft = JSON.parse(
      localStorage.getItem(storageKeys.onboardingDraft) ?? 'null',
    ) as Partial<StoredDraft> | null;
    if (!draft || typeof draft !== 'object' || draft.userId !== userId) return null;
    return {
      userId,
      answers: typeof draft.answers === 'object' && draft.answers ? draft.answers : {},
      furthestStep: typeof draft.furthestStep === 'number' ? draft.furthestStep : 0,
    };
  } catch {
    return null;
  }
}

/**
 * The wizard's answers and furthest step, kept in localStorage so they survive a reload until the
 * setup completes (SPEC §2: earlier steps are only saved locally). Files cannot be stored: a file
 * field's answer holds only the chosen names.
 */
export function useOnboardingDraft(steps: readonly OnboardingStep[]) {
  const userId = useAuth().user?.id ?? null;
  const [draft, setDraft] = useState<StoredDraft>(() => {
    const saved = readDraft(userId);
    return {
      userId,
      answers: { ...initialAnswers(steps), ...saved?.answers },
      furthestStep: Math.min(Math.max(saved?.furthestStep ?? 0, 0), steps.length - 1),
    };
  });

  useEffect(() => {
    localStorage.setItem(storageKeys.onboardingDraft, JSON.stringify(draft));
  }, [draft]);

  const setAnswer = useCallback((id: OnboardingFieldId, value: OnboardingValue) => {
    setDraft((current) => ({ ...current, answers: { ...current.answers, [id]: value } }));
  }, []);

  const reachStep = useCallback((index: number) => {
    setDraft((current) => ({ ...current, furthestStep: Math.max(current.furthestStep, index) }));
  }, []);

  return {
    answers: draft.answers,
    furthestStep: draft.furthestStep,
    setAnswer,
    reachStep,
  };
}
