import { describe, expect, it } from 'vitest';
import { DelayedRedirect } from '../../../src/ui/routing/DelayedRedirect';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';

function delayedRedirect() {
  const navigator = new FakeNavigator();
  const clock = new FakeClock();
  return { navigator, clock, redirect: new DelayedRedirect(navigator, clock) };
}

describe('DelayedRedirect', () => {
  it('opens the page once its delay has passed, and is no longer waiting after', () => {
    const { navigator, clock, redirect } = delayedRedirect();
    redirect.schedule('/login', 2000);
    expect(redirect.waiting).toBe(true);
    clock.advance(1999);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/login']);
    expect(redirect.waiting).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('opens nothing once cancelled', () => {
    const { navigator, clock, redirect } = delayedRedirect();
    redirect.schedule('/login', 2000);
    redirect.cancel();
    expect(redirect.waiting).toBe(false);
    expect(clock.pending).toBe(0);
    clock.advance(5000);
    expect(navigator.visited).toEqual([]);
  });

  it('opens only the page scheduled last', () => {
    const { navigator, clock, redirect } = delayedRedirect();
    redirect.schedule('/login', 2000);
    redirect.schedule('/', 1000);
    clock.advance(5000);
    expect(navigator.visited).toEqual(['/']);
  });

  it('can be cancelled when nothing waits, and after the page opened', () => {
    const { navigator, clock, redirect } = delayedRedirect();
    redirect.cancel();
    redirect.schedule('/', 10);
    clock.advance(10);
    redirect.cancel();
    expect(navigator.visited).toEqual(['/']);
  });
});
