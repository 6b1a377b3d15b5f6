import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submittedFormFixture } from './test/form-fixtures';
import { useFormSelection } from './use-form-selection';

describe('useFormSelection', () => {
  it('lets go of the form 300 ms after the drawer closes', () => {
    vi.useFakeTimers();
    const form = submittedFormFixture();
    const { result } = renderHook(() => useFormSelection());

    act(() => result.current.select(form));
    expect(result.current).toMatchObject({ form, open: true });

    act(() => result.current.onOpenChange(false));
    expect(result.current).toMatchObject({ form, open: false });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.form).toBe(form);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.form).toBeNull();
  });

  it('keeps a form chosen again before the delay ends', () => {
    vi.useFakeTimers();
    const form = submittedFormFixture();
    const { result } = renderHook(() => useFormSelection());
    act(() => result.current.select(form));
    act(() => result.current.onOpenChange(false));
    act(() => result.current.select(form));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ form, open: true });
  });
});
