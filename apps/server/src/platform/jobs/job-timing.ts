/** How long jobs wait between tries and how long a running job's claim lasts without a heartbeat. */
export interface JobTiming {
  /** The first retry waits this long; each later one twice the one before (capped at an hour). */
  retryBaseSeconds: number;
  /**
   * A running job's lock is renewed every third of this; a lock older than this belongs to a
   * worker that died (kill -9, lost machine), and another worker takes the job over.
   */
  leaseSeconds: number;
}

export const DEFAULT_JOB_TIMING: JobTiming = { retryBaseSeconds: 5, leaseSeconds: 60 };

/**
 * Read from JOB_RETRY_BASE_SECONDS and JOB_LEASE_SECONDS (tests shorten them); anything unset or
 * not a positive number keeps the default.
 */
export function jobTimingFromEnvironment(environment: NodeJS.ProcessEnv): JobTiming {
  return {
    retryBaseSeconds:
      positive(environment.JOB_RETRY_BASE_SECONDS) ?? DEFAULT_JOB_TIMING.retryBaseSeconds,
    leaseSeconds: positive(environment.JOB_LEASE_SECONDS) ?? DEFAULT_JOB_TIMING.leaseSeconds,
  };
}

function positive(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}
