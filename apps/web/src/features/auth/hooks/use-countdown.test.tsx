import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  it('counts whole seconds down to zero', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.secondsLeft).toBe(3);

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(2);

    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('starts again from a new number of seconds', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);

    act(() => result.current.start(10));
    act(() => vi.advanceTimersByTime(4_000));

    expect(result.current.secondsLeft).toBe(6);
  });
});
