import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PausableTimer } from './pausable-timer';

describe('PausableTimer (toast timeout, docs/product.md §4.1)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after the timeout when nothing holds it', () => {
    const expire = vi.fn();
    new PausableTimer(5000, expire);
    vi.advanceTimersByTime(4999);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledOnce();
  });

  it('pauses while hovered, focused or pressed and resumes with the time left', () => {
    const expire = vi.fn();
    const timer = new PausableTimer(5000, expire);
    vi.advanceTimersByTime(3000);
    timer.hold('hover');
    timer.hold('focus');
    vi.advanceTimersByTime(60_000);
    timer.release('hover');
    vi.advanceTimersByTime(60_000);
    expect(expire).not.toHaveBeenCalled();
    timer.release('focus');
    timer.hold('press');
    vi.advanceTimersByTime(10_000);
    timer.release('press');
    vi.advanceTimersByTime(1999);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledOnce();
  });

  it('never fires once clicked', () => {
    const expire = vi.fn();
    const timer = new PausableTimer(1000, expire);
    timer.stop();
    timer.release('hover');
    vi.advanceTimersByTime(10_000);
    expect(expire).not.toHaveBeenCalled();
    expect(timer.running).toBe(false);
  });
});
