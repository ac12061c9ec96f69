import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookEntry, SAVED_ADDRESS_LIMIT, addToBook, defaultOf, makeDefaultIn, removeFromBook } from '@tiara/domain/saved-address';

const book = (defaultId: number, ...ids: number[]): BookEntry[] => ids.map((id) => ({ id, isDefault: id === defaultId }));
const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`expected a change, got ${String(result.error)}`);
  return result.value;
};

describe('the address book', () => {
  it('makes the first address the default', () => {
    expect(addToBook([], 4, false)).toEqual({ ok: true, value: book(4, 4) });
  });

  it('keeps the default when another address is added, unless the new one is asked to be it', () => {
    expect(valueOf(addToBook(book(4, 4), 9, false))).toEqual(book(4, 4, 9));
    expect(valueOf(addToBook(book(4, 4), 9, true))).toEqual(book(9, 4, 9));
  });

  it(`refuses an address beyond ${SAVED_ADDRESS_LIMIT}`, () => {
    const full = book(1, ...Array.from({ length: SAVED_ADDRESS_LIMIT }, (_, index) => index + 1));
    expect(addToBook(full, 99, false)).toEqual({ ok: false, error: 'limitReached' });
    expect(addToBook(full.slice(1), 99, false).ok).toBe(true);
  });

  it('gives the default to the oldest address left when the default is removed', () => {
    expect(valueOf(removeFromBook(book(4, 2, 4, 7), 4))).toEqual(book(2, 2, 7));
    expect(valueOf(removeFromBook(book(4, 2, 4, 7), 7))).toEqual(book(4, 2, 4));
    expect(valueOf(removeFromBook(book(4, 4), 4))).toEqual([]);
  });

  it('moves the default to the chosen address', () => {
    expect(valueOf(makeDefaultIn(book(4, 2, 4, 7), 7))).toEqual(book(7, 2, 4, 7));
    expect(defaultOf(book(4, 2, 4, 7))).toBe(4);
    expect(defaultOf([])).toBeNull();
  });

  it('answers notFound for an address not in the book', () => {
    expect(removeFromBook(book(4, 4), 5)).toEqual({ ok: false, error: 'notFound' });
    expect(makeDefaultIn(book(4, 4), 5)).toEqual({ ok: false, error: 'notFound' });
  });

  type Change = { kind: 'add'; makeDefault: boolean } | { kind: 'remove' | 'default'; pick: number };
  const change: fc.Arbitrary<Change> = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), makeDefault: fc.boolean() }),
    fc.record({ kind: fc.constantFrom('remove' as const, 'default' as const), pick: fc.nat() }),
  );

  it('property: after any changes, a book that is not empty has exactly one default, never more than the limit, and ids stay unique', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), (changes) => {
        let current: BookEntry[] = [];
        let nextId = 1;
        for (const step of changes) {
          if (step.kind === 'add') {
            const added = addToBook(current, nextId++, step.makeDefault);
            if (added.ok) current = added.value;
            else expect(current).toHaveLength(SAVED_ADDRESS_LIMIT);
            if (added.ok && step.makeDefault) expect(defaultOf(current)).toBe(nextId - 1);
          } else {
            const target = current[step.pick % Math.max(current.length, 1)]?.id ?? 0;
            const changed = step.kind === 'remove' ? removeFromBook(current, target) : makeDefaultIn(current, target);
            if (changed.ok) current = changed.value;
            else expect(current).toEqual([]);
          }
          expect(current.filter((entry) => entry.isDefault)).toHaveLength(current.length === 0 ? 0 : 1);
          expect(current.length).toBeLessThanOrEqual(SAVED_ADDRESS_LIMIT);
          expect(new Set(current.map((entry) => entry.id)).size).toBe(current.length);
        }
      }),
    );
  });

  it('property: removing an address that is not the default leaves the default where it was', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: SAVED_ADDRESS_LIMIT }), fc.nat(), fc.nat(), (size, defaultPick, removePick) => {
        const ids = Array.from({ length: size }, (_, index) => index + 1);
        const defaultId = ids[defaultPick % size]!;
        const removed = ids[removePick % size]!;
        fc.pre(removed !== defaultId);
        expect(defaultOf(valueOf(removeFromBook(book(defaultId, ...ids), removed)))).toBe(defaultId);
      }),
    );
  });
});
