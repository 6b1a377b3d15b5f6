import { describe, expect, it } from 'vitest';
import { toUnitVector } from './unit-vector.js';

describe('toUnitVector', () => {
  it('scales to length 1 without touching its input', () => {
    const input = [3, 4];
    expect([...toUnitVector(input)]).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
    expect(input).toEqual([3, 4]);
  });

  it('leaves a zero vector at zero and refuses values that are not numbers', () => {
    expect([...toUnitVector([0, 0])]).toEqual([0, 0]);
    expect(() => toUnitVector([1, Number.NaN])).toThrow('not a number');
  });
});
