import { describe, expect, it } from 'vitest';
import { NotifyMePresenter } from '../../../src/ui/stock-alerts/NotifyMePresenter';
import { networkFailure, notOffered } from '../../application/support/fakes/FakeApi';
import { signedIn, signedOut, soldOutGloves, stockAlertTestKit } from './stockAlertTestKit';

const gloves = { productId: 12, variantId: null };
const crownSize3 = { productId: 40, variantId: 402 };

describe('NotifyMePresenter', () => {
  it('subscribes a signed-in customer in one click, confirms with the server’s words and shows the bell as set', async () => {
    const { container, api, toasts } = stockAlertTestKit(signedIn);
    const notifyMe = container.get(NotifyMePresenter);
    await notifyMe.notifyMeClicked(gloves, 'Nitrile gloves M');
    expect(api.subscriptions).toEqual([[gloves, null]]);
    expect(notifyMe.dialogOpen).toBe(false);
    expect(notifyMe.isSubscribed(gloves)).toBe(true);
    expect(notifyMe.isSubscribed(crownSize3)).toBe(false);
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'success', message: "We'll e-mail you when it's back in stock." })]);
    // A second click on a set bell asks nothing more.
    await notifyMe.notifyMeClicked(gloves, 'Nitrile gloves M');
    expect(api.subscriptions).toHaveLength(1);
  });

  it('asks a visitor for an e-mail, checks it with SPEC’s texts, and subscribes the trimmed address', async () => {
    const { container, api, toasts } = stockAlertTestKit(signedOut);
    const notifyMe = container.get(NotifyMePresenter);
    await notifyMe.notifyMeClicked(crownSize3, 'Stainless crowns');
    expect(notifyMe.dialogOpen).toBe(true);
    expect(notifyMe.asking).toEqual({ ...crownSize3, productName: 'Stainless crowns' });
    expect(api.subscriptions).toEqual([]);

    await notifyMe.emailSubmitted();
    expect(notifyMe.emailError).toBe('Email is required');
    notifyMe.emailChanged('mona@clinic');
    expect(notifyMe.emailError).toBeNull();
    await notifyMe.emailSubmitted();
    expect(notifyMe.emailError).toBe('Please enter a valid email address');
    expect(api.subscriptions).toEqual([]);

    notifyMe.emailChanged(' mona@clinic.example ');
    await notifyMe.emailSubmitted();
    expect(api.subscriptions).toEqual([[crownSize3, 'mona@clinic.example']]);
    expect(notifyMe.dialogOpen).toBe(false);
    expect(notifyMe.email).toBe('');
    expect(notifyMe.isSubscribed(crownSize3)).toBe(true);
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'success' })]);
  });

  it('shows the server’s refusal (back in stock meanwhile) as an error toast, and leaves the bell unset', async () => {
    const { container, api, toasts } = stockAlertTestKit(signedIn);
    api.products.set(12, { ...soldOutGloves, quantity: 5 });
    const notifyMe = container.get(NotifyMePresenter);
    await notifyMe.notifyMeClicked(gloves, 'Nitrile gloves M');
    expect(notifyMe.isSubscribed(gloves)).toBe(false);
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'This product is in stock: you can order it now' })]);
  });

  it('steps aside where the backend has no alerts: the action leaves the page with a word, not an error', async () => {
    const { container, api, toasts } = stockAlertTestKit(signedOut);
    api.failures.set('subscribe', notOffered);
    const notifyMe = container.get(NotifyMePresenter);
    expect(notifyMe.offered).toBe(true);
    await notifyMe.notifyMeClicked(gloves, 'Nitrile gloves M');
    notifyMe.emailChanged('mona@clinic.example');
    await notifyMe.emailSubmitted();
    expect([notifyMe.offered, notifyMe.dialogOpen, notifyMe.isSubscribed(gloves)]).toEqual([false, false, false]);
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'info', message: 'This shop does not send back-in-stock e-mails. Please check this page again later.' })]);
    await notifyMe.notifyMeClicked(gloves, 'Nitrile gloves M');
    expect([notifyMe.dialogOpen, api.subscriptions.length]).toEqual([false, 1]);
  });

  it('is not offered at all once the session learned the backend lacks alerts, and still is after a failure to reach it', async () => {
    const lacking = stockAlertTestKit(signedIn);
    lacking.features.missing.add('stock-alerts');
    const notifyMe = lacking.container.get(NotifyMePresenter);
    await notifyMe.notifyMeClicked(gloves, 'Nitrile gloves M');
    expect([notifyMe.offered, lacking.api.subscriptions]).toEqual([false, []]);

    const unreachable = stockAlertTestKit(signedIn);
    unreachable.api.failures.set('subscribe', networkFailure);
    const offline = unreachable.container.get(NotifyMePresenter);
    await offline.notifyMeClicked(gloves, 'Nitrile gloves M');
    expect(offline.offered).toBe(true);
    expect(unreachable.toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: networkFailure.message })]);
  });

  it('closing the dialog forgets the question and its error', async () => {
    const { container } = stockAlertTestKit(signedOut);
    const notifyMe = container.get(NotifyMePresenter);
    await notifyMe.notifyMeClicked(gloves, 'Nitrile gloves M');
    await notifyMe.emailSubmitted();
    notifyMe.dialogClosed();
    expect(notifyMe.dialogOpen).toBe(false);
    expect(notifyMe.emailError).toBeNull();
  });
});
