export interface BatchLimits {
  maxTexts: number;
  /** Sum of the texts' lengths a batch may hold, each counted up to `countCharsUpTo`. */
  maxChars?: number;
  countCharsUpTo?: number;
}

/** Consecutive runs of `texts` within the limits, in order; a text over the budget goes alone. */
export function textBatches(texts: readonly string[], limits: BatchLimits): string[][] {
  const { maxTexts, maxChars = Infinity, countCharsUpTo = Infinity } = limits;
  const batches: string[][] = [];
  let batch: string[] = [];
  let chars = 0;
  for (const text of texts) {
    const cost = Math.min(text.length, countCharsUpTo);
    if (batch.length > 0 && (batch.length >= maxTexts || chars + cost > maxChars)) {
      batches.push(batch);
      batch = [];
      chars = 0;
    }
    batch.push(text);
    chars += cost;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
