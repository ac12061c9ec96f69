import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNoteCounters, invoiceCounters } from '../../../../server/adapters/db/schema';
import { nextYearlySequence } from '../../../../server/adapters/db/YearlyCounter';
import { type TestServer, startTestServer } from '../../support/testServer';

/** The one gap-free yearly counter the invoices and the credit notes draw their numbers from. */
describe('nextYearlySequence', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('numbers each year of each table from 1, one after the other, however many draw at once', async () => {
    const draw = (counters: typeof invoiceCounters | typeof creditNoteCounters, year: number) => server.db.transaction((tx) => nextYearlySequence(tx, counters, year));
    const invoices2030 = await Promise.all(Array.from({ length: 6 }, () => draw(invoiceCounters, 2030)));
    expect(invoices2030.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await draw(invoiceCounters, 2031)).toBe(1);
    expect(await draw(creditNoteCounters, 2030)).toBe(1);
    expect(await draw(invoiceCounters, 2030)).toBe(7);
  });

  it('takes a number back with the transaction that drew it and rolled back', async () => {
    const rolledBack = server.db.transaction(async (tx) => {
      expect(await nextYearlySequence(tx, creditNoteCounters, 2032)).toBe(1);
      throw new Error('the document could not be issued');
    });
    await expect(rolledBack).rejects.toThrow('the document could not be issued');
    expect(await server.db.transaction((tx) => nextYearlySequence(tx, creditNoteCounters, 2032))).toBe(1);
  });
});
