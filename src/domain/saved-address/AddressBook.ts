import { type Result, fail, ok } from '../result';

/** How many addresses one customer keeps: a clinic's branches, not a mailing list. */
export const SAVED_ADDRESS_LIMIT = 10;

/** An address of a customer's book as far as the book's rules see it, oldest first. */
export interface BookEntry {
  readonly id: number;
  readonly isDefault: boolean;
}

export type AddressBookProblem = 'limitReached' | 'notFound';

/** The default address, or null for an empty book. */
export function defaultOf(book: readonly BookEntry[]): number | null {
  return book.find((entry) => entry.isDefault)?.id ?? null;
}

export function hasRoomIn(book: readonly BookEntry[]): boolean {
  return book.length < SAVED_ADDRESS_LIMIT;
}

function withDefault(book: readonly BookEntry[], id: number): BookEntry[] {
  return book.map((entry) => ({ id: entry.id, isDefault: entry.id === id }));
}

/** The default once address `id` is added: the first address is the default, and a later one when asked. */
export function defaultAfterAdding(book: readonly BookEntry[], id: number, makeDefault: boolean): number {
  return makeDefault ? id : (defaultOf(book) ?? id);
}

/** Adds address `id` to the book; with the other changes this keeps exactly one default in a book that is not empty. */
export function addToBook(book: readonly BookEntry[], id: number, makeDefault: boolean): Result<BookEntry[], 'limitReached'> {
  if (!hasRoomIn(book)) return fail('limitReached');
  return ok(withDefault([...book, { id, isDefault: false }], defaultAfterAdding(book, id, makeDefault)));
}

/** Removes address `id`; when it was the default, the oldest address left takes its place. */
export function removeFromBook(book: readonly BookEntry[], id: number): Result<BookEntry[], 'notFound'> {
  if (!book.some((entry) => entry.id === id)) return fail('notFound');
  const left = book.filter((entry) => entry.id !== id);
  const remainingDefault = defaultOf(left) ?? left[0]?.id;
  return ok(remainingDefault === undefined ? [] : withDefault(left, remainingDefault));
}

export function makeDefaultIn(book: readonly BookEntry[], id: number): Result<BookEntry[], 'notFound'> {
  if (!book.some((entry) => entry.id === id)) return fail('notFound');
  return ok(withDefault(book, id));
}
