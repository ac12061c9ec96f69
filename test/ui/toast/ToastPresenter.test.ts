import { describe, expect, it } from 'vitest';
import { ToastDurations, ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../support/FakeClock';

function setUp() {
  const clock = new FakeClock();
  return { clock, toasts: new ToastPresenter(clock) };
}

describe('ToastPresenter', () => {
  it.each([
    ['error', ToastDurations.error],
    ['success', ToastDurations.success],
    ['info', ToastDurations.info],
  ] as const)('keeps a %s toast for its SPEC duration of %i ms', (tone, duration) => {
    const { clock, toasts } = setUp();
    toasts.show(tone, 'Hello');
    clock.advance(duration - 1);
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(['Hello']);
    clock.advance(1);
    expect(toasts.toasts).toEqual([]);
  });

  it('shows one toast at a time: a new one replaces the old, whose timer no longer matters', () => {
    const { clock, toasts } = setUp();
    toasts.error('Stock limit reached!', { position: 'top-center' });
    toasts.success('Added to cart', { durationMs: ToastDurations.addToCart, position: 'bottom-right' });
    expect(toasts.toasts).toMatchObject([{ message: 'Added to cart', tone: 'success', position: 'bottom-right', durationMs: 100 }]);
    clock.advance(100);
    expect(toasts.toasts).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('stacks toasts when several are allowed, each leaving on its own timer', () => {
    const { clock, toasts } = setUp();
    toasts.info('First');
    toasts.error('Second', { allowMultiple: true });
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(['First', 'Second']);
    clock.advance(ToastDurations.error);
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(['First']);
  });

  it('closes a toast the person dismissed and cancels its timer', () => {
    const { clock, toasts } = setUp();
    toasts.success('Saved');
    toasts.dismissed(toasts.toasts[0]!.id);
    expect(toasts.toasts).toEqual([]);
    expect(clock.pending).toBe(0);
  });
});
