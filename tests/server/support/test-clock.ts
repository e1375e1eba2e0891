import type { Clock } from '../../../server/context';

/** The suite's clock: a fixed instant, moved only by the test. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-03-02T12:00:00-03:00')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}
