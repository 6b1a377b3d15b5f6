/** One question's candidates: each with its signals and whether it is the right entry. */
export interface RankingQuery {
  candidates: { right: boolean; features: number[] }[];
}

/**
 * Fits the weights of a linear score by listwise softmax regression (gradient descent on the
 * log-likelihood that the right candidate ranks first, with a little L2), so a few signals are
 * fused by what the data says rather than by hand.
 */
export function fitSoftmaxRanker(
  queries: readonly RankingQuery[],
  featureCount: number,
  { epochs = 300, rate = 0.5, l2 = 0.001 } = {},
): number[] {
  const weights = new Array<number>(featureCount).fill(0);
  const usable = queries.filter(({ candidates }) => candidates.some(({ right }) => right));
  if (usable.length === 0) return weights;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    const gradient = new Array<number>(featureCount).fill(0);
    for (const { candidates } of usable) {
      const scores = candidates.map(({ features }) =>
        features.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0),
      );
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const sum = exps.reduce((total, value) => total + value, 0);
      candidates.forEach(({ right, features }, k) => {
        const error = (exps[k] ?? 0) / sum - (right ? 1 : 0);
        features.forEach((value, i) => (gradient[i] = (gradient[i] ?? 0) + error * value));
      });
    }
    for (let i = 0; i < featureCount; i += 1) {
      const weight = weights[i] ?? 0;
      weights[i] = weight - rate * ((gradient[i] ?? 0) / usable.length + l2 * weight);
    }
  }
  return weights;
}
