import type { Clock } from '../../../server/lib/clock';

/** A clock the test moves by hand: sessions, captchas and lockouts read it. */
export class TestClock implements Clock {
  private time: number;

  constructor(start: Date = new Date()) {
    this.time = start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  advance(milliseconds: number): void {
    this.time += milliseconds;
  }
}

export const minutes = (count: number) => count * 60_000;
export const hours = (count: number) => count * 3_600_000;
