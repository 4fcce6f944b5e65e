/**
 * A toast's timeout (docs/product.md §4.1): it runs only while nothing holds it. Hovering, focusing and
 * pressing each hold it (it resumes with the time that was left when all are released); a click
 * stops it for good, since the user has started to deal with the notification.
 */
export type HoldReason = 'hover' | 'focus' | 'press';

export class PausableTimer {
  private remaining: number;
  private startedAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly holds = new Set<HoldReason>();
  private done = false;

  constructor(
    timeoutMs: number,
    private readonly onExpire: () => void,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.remaining = timeoutMs;
    this.run();
  }

  hold(reason: HoldReason): void {
    if (this.done) return;
    if (this.holds.size === 0) this.pause();
    this.holds.add(reason);
  }

  release(reason: HoldReason): void {
    if (this.done || !this.holds.delete(reason)) return;
    if (this.holds.size === 0) this.run();
  }

  /** A click: the timeout never fires. */
  stop(): void {
    this.done = true;
    clearTimeout(this.timer);
  }

  get running(): boolean {
    return !this.done && this.holds.size === 0;
  }

  private run(): void {
    this.startedAt = this.now();
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.done = true;
        this.onExpire();
      },
      Math.max(0, this.remaining),
    );
  }

  private pause(): void {
    clearTimeout(this.timer);
    this.remaining -= this.now() - this.startedAt;
  }
}
