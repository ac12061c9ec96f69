import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderReturn } from '../../../src/application/returns/OrderReturnsApi';
import { RequestReturn } from '../../../src/application/returns/RequestReturn';
import { UploadReturnPhoto } from '../../../src/application/returns/UploadReturnPhoto';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { ReturnPhotoPickerPresenter } from '../../../src/ui/orders/ReturnPhotoPickerPresenter';
import { type ReturnOffer, ReturnRequestFormPresenter } from '../../../src/ui/orders/ReturnRequestFormPresenter';
import { apiFailure } from '../../application/support/checkoutFakes';
import { PIXEL_PNG } from '../../application/support/fakes/FakeAdminImagesApi';
import { FakeOrderReturnsApi } from '../../application/support/fakes/FakeOrderReturnsApi';
import { settle } from '../account/accountTestKit';

const photo = (name = 'crack.png') => new File([PIXEL_PNG], name, { type: 'image/png' });

const offer: ReturnOffer = {
  orderId: 41,
  lines: [
    { orderItemId: 77, name: 'Nitrile gloves', bought: 3, returnable: 2 },
    { orderItemId: 78, name: 'NuSmile crown', bought: 1, returnable: 1 },
    { orderItemId: 79, name: 'Etch gel', bought: 1, returnable: 0 },
  ],
  reasons: ['damaged-or-defective', 'other'],
  rules: { maxPhotos: 6, maxNoteLength: 1000, outcomes: ['refund', 'exchange', 'store-credit'] },
};

/** The form over the fake shop, an order 41 delivered on Monday evening and read on Tuesday; the requests sent are kept. */
function openForm() {
  const api = new FakeOrderReturnsApi();
  api.now = new Date('2026-12-01T10:00:00Z');
  api.returnableOrder(41, new Date('2026-11-30T17:30:00Z'), [
    { orderItemId: 77, name: 'Nitrile gloves', bought: 3 },
    { orderItemId: 78, name: 'NuSmile crown', bought: 1 },
  ]);
  const form = new ReturnRequestFormPresenter(new ReturnPhotoPickerPresenter(new UploadReturnPhoto(api)), new RequestReturn(api));
  const sent: { request: OrderReturn; previews: ReadonlyMap<number, string> }[] = [];
  form.offered(offer, (request, previews) => sent.push({ request, previews }));
  return { form, api, sent };
}

/** A form filled for a damaged crown with one photo sent. */
async function filledForm() {
  const opened = openForm();
  const { form } = opened;
  form.quantityIncreased(78);
  form.reasonChosen('damaged-or-defective');
  form.photos.chosen([photo()]);
  form.noteChanged('The crown arrived cracked.');
  form.outcomeChosen('exchange');
  await settle();
  return opened;
}

describe('ReturnRequestFormPresenter', () => {
  afterEach(() => {
    showLanguage('en');
    vi.restoreAllMocks();
  });

  it('offers each line that may still be asked back, from none up to what may be, with names for each button', () => {
    const { form } = openForm();
    expect(form.lineViews.map((line) => [line.name, line.boughtText, line.quantity, line.canDecrease, line.canIncrease])).toEqual([
      ['Nitrile gloves', 'You bought 3', 0, false, true],
      ['NuSmile crown', 'You bought 1', 0, false, true],
    ]);
    form.quantityIncreased(77);
    form.quantityIncreased(77);
    form.quantityIncreased(77);
    form.quantityDecreased(78);
    expect(form.lineViews.map((line) => [line.quantity, line.canDecrease, line.canIncrease])).toEqual([
      [2, true, false],
      [0, false, true],
    ]);
    expect([form.lineViews[0]?.fewerLabel, form.lineViews[0]?.moreLabel, form.lineViews[0]?.quantityLabel]).toEqual(['One fewer Nitrile gloves', 'One more Nitrile gloves', 'How many of Nitrile gloves']);
  });

  it('keeps the quantities chosen when the lines are read again, within what may still be asked back', () => {
    const { form } = openForm();
    form.quantityIncreased(77);
    form.quantityIncreased(77);
    form.offered({ ...offer, lines: offer.lines.map((line) => (line.orderItemId === 77 ? { ...line, name: 'جوانتي نيتريل', returnable: 1 } : line)) }, () => {});
    expect(form.lineViews[0]).toMatchObject({ name: 'جوانتي نيتريل', quantity: 1, canIncrease: false });
  });

  it('offers only the reasons whose window is open, and asks photos of a damaged or defective item', () => {
    const { form } = openForm();
    expect(form.reasonChoices.map((choice) => choice.label)).toEqual(['Damaged or defective', 'Something else']);
    form.reasonChosen('wrong-item');
    expect(form.reason).toBeNull();
    expect(form.photosHint).toBe('Photos help us see the problem (optional, up to 6).');
    form.reasonChosen('damaged-or-defective');
    expect([form.photosNeeded, form.photosHint]).toEqual([true, 'Add a photo of the item and one of its packaging (up to 6).']);
    expect(form.outcomeChoices.map((choice) => choice.label)).toEqual(['A refund to my original payment', 'An exchange', 'Store credit for my next order']);
  });

  it('names every missing answer on Send and focuses the first, sends nothing, and clears each as it is given', async () => {
    const { form, api } = openForm();
    expect(form.fieldErrors).toEqual({});
    await form.sendClicked();
    expect(form.fieldErrors).toEqual({ lines: 'Choose at least one item.', reason: 'Choose what is wrong.', outcome: 'Choose what you would like.' });
    expect(form.problemsText).toBe('Some answers are missing: please check the form.');
    expect(form.focus.field).toBe('lines');
    expect(api.requests).toEqual([]);

    form.quantityIncreased(77);
    form.reasonChosen('damaged-or-defective');
    expect(form.fieldErrors).toEqual({ photos: 'Add at least one photo of the damaged or defective item.', outcome: 'Choose what you would like.' });
    await form.sendClicked();
    expect(form.focus.field).toBe('photos');
    form.reasonChosen('other');
    form.outcomeChosen('refund');
    form.noteChanged('x'.repeat(1001));
    await form.sendClicked();
    expect([form.fieldErrors, form.focus.field]).toEqual([{ note: 'Keep the note to 1000 characters.' }, 'note']);
    expect(api.requests).toEqual([]);
  });

  it('says the problems in Arabic', async () => {
    const { form } = openForm();
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    await form.sendClicked();
    expect(form.fieldErrors).toEqual({ lines: 'اختر منتجًا واحدًا على الأقل.', reason: 'اختر نوع المشكلة.', outcome: 'اختر ما تفضّله.' });
    expect(form.lineViews[0]?.moreLabel).toBe('قطعة أكثر من \u2068Nitrile gloves\u2069');
  });

  it('waits for the photos to be sent, and refuses to send a report whose photo failed', async () => {
    const { form, api } = await filledForm();
    api.hold('uploadReturnPhoto');
    form.photos.chosen([photo('second.png')]);
    await form.sendClicked();
    expect(form.fieldErrors).toEqual({ photos: 'Wait until the photos have finished uploading.' });
    api.failures.set('uploadReturnPhoto', apiFailure('network'));
    await api.release();
    await settle();
    expect(form.fieldErrors).toEqual({ photos: 'Remove the photos that were not uploaded, or send them again.' });
    expect(api.requests).toEqual([]);
  });

  it('keeps everything as it was when the server refuses the report, with its reason, or cannot be reached', async () => {
    const { form, api, sent } = await filledForm();
    api.failures.set('requestReturn', { kind: 'conflict', status: 409, code: 'report_too_late', message: 'The 3 days to report a damaged item ended on Thursday 3 December.' });
    const sending = form.sendClicked();
    expect(form.sending).toBe(true);
    await sending;
    expect([form.sending, form.refusal]).toEqual([false, 'The 3 days to report a damaged item ended on Thursday 3 December.']);
    expect([form.lineViews[1]?.quantity, form.reason, form.photos.views.length, form.note, form.outcome]).toEqual([1, 'damaged-or-defective', 1, 'The crown arrived cracked.', 'exchange']);

    api.failures.set('requestReturn', apiFailure('network'));
    await form.sendClicked();
    expect(form.refusal).toBe('Your request could not be sent. Check your connection and try again.');
    expect(sent).toEqual([]);
  });

  it('sends the report with its photos and hands over the request and the photos’ previews, leaving the form empty', async () => {
    const { form, api, sent } = await filledForm();
    const preview = form.photos.views[0]?.previewUrl;
    await form.sendClicked();
    expect(api.requests).toEqual([{ orderId: 41, request: { reason: 'damaged-or-defective', preferredOutcome: 'exchange', note: 'The crown arrived cracked.', lines: [{ orderItemId: 78, quantity: 1 }], photoIds: [501] } }]);
    expect(sent.map(({ request, previews }) => [request.status, [...previews]])).toEqual([['Requested', [[501, preview]]]]);
    expect([form.lineViews.map((line) => line.quantity), form.reason, form.photos.views, form.note, form.outcome, form.fieldErrors, form.refusal]).toEqual([[0, 0], null, [], '', null, {}, null]);
  });
});
