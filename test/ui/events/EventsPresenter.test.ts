import fc from 'fast-check';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { Clock } from '../../../src/application/shared/Clock';
import { EventsPresenter } from '../../../src/ui/events/EventsPresenter';
import { FakeClock } from '../support/FakeClock';

function opened(now: string) {
  const clock = new FakeClock(now);
  const container = new Container({ autobind: true });
  container.bind(Clock).toConstantValue(clock);
  const page = container.get(EventsPresenter);
  const close = page.opened();
  return { clock, page, close };
}

describe('EventsPresenter: the Coming Soon countdown to 2025-04-01', () => {
  it('shows zeros, never negative numbers, once the date has passed, and does not tick', () => {
    const { page, clock } = opened('2026-11-21T10:00:00Z');
    expect(page.countdown).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, finished: true });
    expect(clock.pending).toBe(0);
  });

  it('counts down every second, days rolling over into hours', () => {
    // 2025-03-30 23:59:58 in Cairo (UTC+2).
    const { page, clock } = opened('2025-03-30T21:59:58Z');
    expect(page.countdown).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 2, finished: false });
    clock.advance(1_000);
    expect(page.countdown).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 1, finished: false });
    clock.advance(2_000);
    expect(page.countdown).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59, finished: false });
  });

  it('stops ticking at zero when the date arrives (midnight in Cairo)', () => {
    const { page, clock } = opened('2025-03-31T21:59:58Z');
    expect(page.countdown).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2, finished: false });
    clock.advance(2_000);
    expect(page.countdown).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, finished: true });
    expect(clock.pending).toBe(0);
  });

  it('stops ticking when the screen closes', () => {
    const { clock, close } = opened('2025-01-01T00:00:00Z');
    expect(clock.pending).toBe(1);
    close();
    expect(clock.pending).toBe(0);
  });

  it('never shows a negative part, whenever the screen is opened and however long it stays open', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: 0, max: 5_000 }), (start, openFor) => {
        const { page, clock, close } = opened(start.toISOString());
        clock.advance(openFor);
        const { days, hours, minutes, seconds } = page.countdown;
        close();
        return [days, hours, minutes, seconds].every((part) => Number.isInteger(part) && part >= 0) && hours < 24 && minutes < 60 && seconds < 60;
      }),
      { numRuns: 200 },
    );
  });
});
