import { afterEach, describe, expect, it } from 'vitest';
import type { StaffReturnDetail } from '../../../../src/application/admin/returns/StaffReturnsApi';
import { ResolutionForm } from '../../../../src/ui/admin/returns/ResolutionForm';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';
import { staffReturn } from '../../../application/support/fakes/FakeStaffReturnsApi';

/** A form over `request`, which a test may change as a reading of the server would. */
function formFor(fields: Partial<StaffReturnDetail> = {}, handlesMoney = true) {
  let request = staffReturn(1, fields);
  const form = new ResolutionForm(() => request, handlesMoney);
  return { form, changed: (more: Partial<StaffReturnDetail>) => (request = { ...request, ...more }) };
}

afterEach(() => showLanguage('en'));

describe('ResolutionForm', () => {
  it('offers only what fits the order: the card while it may take money back, store credit, a replacement', () => {
    expect(formFor().form.choices).toEqual(['card-refund', 'store-credit', 'exchange']);
    expect(formFor({ cardRefundable: 0 }).form.choices).toEqual(['store-credit', 'exchange']);
    expect(formFor({ paymentMethod: 'cash', cardRefundable: 0 }).form.choices).toEqual(['store-credit', 'paid-back-by-hand', 'exchange']);
    expect(formFor({ paymentMethod: 'pickup', cardRefundable: 0 }).form.choices).toEqual(['store-credit', 'paid-back-by-hand', 'exchange']);
    expect(formFor({ paymentMethod: 'cash', refundable: 0, cardRefundable: 0 }).form.choices).toEqual(['exchange']);
  });

  it('offers a desk without money the replacement only, and a resolution under way alone', () => {
    const { form } = formFor({}, false);
    expect(form.choices).toEqual(['exchange']);
    expect(form.how).toBe('exchange');
    expect(form.takesAmount).toBe(false);
    expect(formFor({ status: 'Received', resolution: 'store-credit' }).form.choices).toEqual(['store-credit']);
    expect(formFor({ status: 'Received', resolution: 'store-credit' }, false).form.choices).toEqual([]);
    expect(formFor({ status: 'Received', resolution: 'exchange' }, false).form.choices).toEqual(['exchange']);
  });

  it('starts with what the customer asked for when it fits, or the only way offered, and the returned lines’ worth', () => {
    expect(formFor().form).toMatchObject({ how: 'card-refund', amountText: '400', takesAmount: true, takesNote: false });
    expect(formFor({ preferredOutcome: 'refund', paymentMethod: 'cash', cardRefundable: 0 }).form.how).toBe('paid-back-by-hand');
    expect(formFor({ preferredOutcome: 'store-credit' }).form.how).toBe('store-credit');
    expect(formFor({ preferredOutcome: 'exchange' }).form).toMatchObject({ how: 'exchange', amountText: '' });
    expect(formFor({ preferredOutcome: 'refund', cardRefundable: 0 }).form.how).toBeNull();
    expect(formFor({ preferredOutcome: 'store-credit', refundable: 0, cardRefundable: 0 }).form.how).toBe('exchange');
  });

  it('never starts above what the chosen way may still give back, nor refills what staff typed', () => {
    const { form } = formFor({ suggestedAmount: 40_050, refundable: 30_000, cardRefundable: 25_000 });
    expect(form.amountText).toBe('250');
    form.howChosen('store-credit');
    expect(form.amountText).toBe('300');
    form.amountChanged('120.5');
    form.howChosen('card-refund');
    expect(form.amountText).toBe('120.5');
    expect(formFor({ suggestedAmount: 40_050 }).form.amountText).toBe('400.50');
  });

  it('shows no problem until staff try to go on, then each under its field', () => {
    const { form } = formFor({ preferredOutcome: 'refund', cardRefundable: 0 });
    expect(form.errors).toEqual({});
    form.continueClicked();
    expect(form.confirming).toBe(false);
    expect(form.errors).toEqual({ how: 'Choose how to settle the return.' });
  });

  it.each([
    ['', 'Enter the amount to give back.'],
    ['four hundred', 'Enter the amount in pounds, like 420 or 420.50.'],
    ['12.345', 'Enter the amount in pounds, like 420 or 420.50.'],
    ['-5', 'Enter the amount in pounds, like 420 or 420.50.'],
    ['0', 'The amount must be more than 0 EGP.'],
    ['500.01', 'At most 500 EGP can still go back to the card.'],
  ])('refuses the amount %j for the card: %s', (typed, message) => {
    const { form } = formFor();
    form.amountChanged(typed);
    form.continueClicked();
    expect(form.errors.amount).toBe(message);
    expect(form.settlement).toBeNull();
    // Put right, it waits for staff to go on again.
    form.amountChanged('100');
    expect(form.settlement).toEqual({ resolution: 'card-refund', amount: 10_000 });
    expect(form.confirming).toBe(false);
  });

  it('checks the amount against what the order may still give back for other ways, in the shown language', async () => {
    const { form } = formFor({ refundable: 30_000, cardRefundable: 0, paymentMethod: 'cash' });
    form.howChosen('store-credit');
    form.amountChanged('300.50');
    form.continueClicked();
    expect(form.errors.amount).toBe('At most 300 EGP can still be given back on this order.');
    await loadTexts('ar', ['staff']);
    showLanguage('ar');
    expect(form.errors.amount).toBe('الحد الأقصى الممكن رده على هذا الطلب 300 ج.م.');
  });

  it('asks how money paid back by hand went, and keeps the note within what the server keeps', () => {
    const { form } = formFor({ paymentMethod: 'cash', cardRefundable: 0 });
    form.continueClicked();
    expect(form.errors.note).toBe('Say how the money was paid back, e.g. cash at the counter or a bank transfer.');
    form.noteChanged('x'.repeat(501));
    expect(form.errors.note).toBe('Keep the note to 500 characters.');
    form.noteChanged('  Cash at the Heliopolis counter  ');
    expect(form.errors).toEqual({});
    expect(form.settlement).toEqual({ resolution: 'paid-back-by-hand', amount: 40_000, note: 'Cash at the Heliopolis counter' });
  });

  it.each([
    ['card-refund', {}, '420', "Refund 420 EGP to the customer's card through Paymob. It counts once Paymob confirms it."],
    ['store-credit', {}, '420', "Give 420 EGP of store credit to Mona Hassan's account, to spend at checkout."],
    ['paid-back-by-hand', { paymentMethod: 'cash', cardRefundable: 0 }, '99.50', 'Record that 99.50 EGP was paid back by hand (Bank transfer). No money moves through the shop.'],
    ['exchange', {}, '', 'Send the returned items again in a new order at no charge, taken from stock.'],
  ] as const)('confirms %s in a sentence saying exactly what will happen, and goes back to edit it', (how, fields, amount, sentence) => {
    const { form } = formFor(fields);
    form.howChosen(how);
    form.amountChanged(amount);
    form.noteChanged('Bank transfer');
    form.continueClicked();
    expect(form.confirming).toBe(true);
    expect(form.confirmation).toBe(sentence);
    form.backClicked();
    expect(form.confirming).toBe(false);
  });

  it('asks again how when the return was read again and no longer offers the chosen way', () => {
    const { form, changed } = formFor();
    form.continueClicked();
    expect(form.settlement).toEqual({ resolution: 'card-refund', amount: 40_000 });
    changed({ cardRefundable: 0 });
    expect(form.errors.how).toBe('Choose how to settle the return.');
    expect(form.settlement).toBeNull();
  });
});
