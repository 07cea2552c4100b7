import type { Clock } from '../../../server/lib/clock';

/**
 * When the suites' demo association was seeded and where every test server's clock starts:
 * one fixed instant (noon in Chengdu), so the suites' calendar is the same on every day
 * they run, and a server that read the machine's clock instead of its own would show.
 */
export const SEED_MOMENT = new Date('2025-03-15T04:00:00Z');

/** A clock the test moves by hand: sessions, captchas and lockouts read it. */
export class TestClock implements Clock {
  private time: number;

  constructor(start: Date = SEED_MOMENT) {
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
