import { describe, expect, it } from 'vitest';
import { pageList } from './page-list';

describe('pageList', () => {
  it('lists every page when there are few', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 3)).toEqual([1, 2, 3]);
    expect(pageList(1, 4)).toEqual([1, 2, 'ellipsis', 4]);
  });

  it('shows the first, last, current and one neighbour each side, with gaps', () => {
    expect(pageList(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageList(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageList(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageList(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
    expect(pageList(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pageList(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
  });

  it('keeps out-of-range input inside the pages', () => {
    expect(pageList(0, 0)).toEqual([1]);
    expect(pageList(12, 5)).toEqual([1, 'ellipsis', 4, 5]);
    expect(pageList(-3, 5)).toEqual([1, 2, 'ellipsis', 5]);
  });
});
