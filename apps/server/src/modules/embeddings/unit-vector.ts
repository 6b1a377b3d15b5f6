/**
 * A copy of `values` scaled to length 1, so that the cosine similarity of two vectors is their dot
 * product. An all-zero vector stays zero (similar to nothing); a non-finite value is an error, as
 * it would poison every score it takes part in.
 */
export function toUnitVector(values: ArrayLike<number>): Float32Array {
  const vector = Float32Array.from(values);
  let squares = 0;
  for (const value of vector) squares += value * value;
  if (!Number.isFinite(squares))
    throw new Error('the embedding holds a value that is not a number');
  if (squares === 0) return vector;
  const scale = 1 / Math.sqrt(squares);
  return vector.map((value) => value * scale);
}
