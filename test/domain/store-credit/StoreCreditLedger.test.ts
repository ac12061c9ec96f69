import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StoreCreditEntry, canSpend, ledgerBalance, storeCreditOnOrder, usableStoreCredit } from '@tiara/domain/store-credit';

describe('ledgerBalance', () => {
  it.each<[string, StoreCreditEntry[], number]>([
    ['an empty ledger', [], 0],
    ['a refund', [{ kind: 'refund', amount: 42_000 }], 42_000],
    ['a refund partly spent', [{ kind: 'refund', amount: 42_000 }, { kind: 'spent', amount: -30_000 }], 12_000],
    ['a spend given back when its order was cancelled', [{ kind: 'refund', amount: 42_000 }, { kind: 'spent', amount: -42_000 }, { kind: 'restored', amount: 42_000 }], 42_000],
  ])('is the sum of %s', (_title, entries, balance) => {
    expect(ledgerBalance(entries)).toBe(balance);
  });
});

describe('canSpend', () => {
  it('lets a balance cover what it holds and no more', () => {
    expect(canSpend(42_000, 42_000)).toBe(true);
    expect(canSpend(42_000, 0)).toBe(true);
    expect(canSpend(42_000, 42_001)).toBe(false);
    expect(canSpend(0, 1)).toBe(false);
  });
});

/** What may happen to a ledger: credit given (a refund, a restore), or an order asking to use some of it. */
type LedgerEvent = { readonly kind: 'refund' | 'restored'; readonly amount: number } | { readonly kind: 'order'; readonly asked: number; readonly total: number };

const ledgerEvents: fc.Arbitrary<LedgerEvent[]> = fc.array(
  fc.oneof<fc.Arbitrary<LedgerEvent>[]>(
    fc.record({ kind: fc.constantFrom('refund' as const, 'restored' as const), amount: fc.integer({ min: 1, max: 500_000 }) }),
    fc.record({ kind: fc.constant('order' as const), asked: fc.integer({ min: -1_000, max: 600_000 }), total: fc.integer({ min: 0, max: 600_000 }) }),
  ),
  { maxLength: 40 },
);

describe('spending store credit', () => {
  it('never takes a balance below nothing, whatever sequence of spends the rules allow', () => {
    fc.assert(
      fc.property(ledgerEvents, (events) => {
        const entries: StoreCreditEntry[] = [];
        for (const event of events) {
          if (event.kind !== 'order') {
            entries.push({ kind: event.kind, amount: event.amount });
            continue;
          }
          const split = storeCreditOnOrder(event.asked, event.total);
          if (split.ok && split.value.credit > 0 && canSpend(ledgerBalance(entries), split.value.credit)) entries.push({ kind: 'spent', amount: -split.value.credit });
          expect(ledgerBalance(entries)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('always lets an order use what usableStoreCredit offers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50_000, max: 600_000 }), fc.integer({ min: 0, max: 600_000 }), (balance, total) => {
        const offered = usableStoreCredit(balance, total);
        expect(offered).toBeGreaterThanOrEqual(0);
        expect(offered).toBeLessThanOrEqual(total);
        expect(storeCreditOnOrder(offered, total).ok).toBe(true);
        expect(canSpend(Math.max(0, balance), offered)).toBe(true);
      }),
    );
  });
});
