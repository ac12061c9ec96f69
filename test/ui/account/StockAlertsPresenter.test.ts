import { describe, expect, it } from 'vitest';
import { StockAlertsPresenter } from '../../../src/ui/account/StockAlertsPresenter';
import { networkFailure, notOffered } from '../../application/support/fakes/FakeApi';
import { settle, signedIn, stockAlertTestKit } from '../stock-alerts/stockAlertTestKit';

const gloves = { id: 5, productId: 12, variantId: null, productName: 'Nitrile gloves M', variantLabel: null, createdAt: new Date('2026-11-02T09:00:00Z') };
const crown = { id: 6, productId: 40, variantId: 402, productName: 'Stainless crowns', variantLabel: 'Upper Right 3', createdAt: new Date('2026-11-20T09:00:00Z') };

async function openSection(prepare: (kit: ReturnType<typeof stockAlertTestKit>) => void = () => {}) {
  const kit = stockAlertTestKit(signedIn);
  kit.api.waiting = [gloves, crown];
  prepare(kit);
  const section = kit.container.get(StockAlertsPresenter);
  section.opened();
  await settle();
  return { ...kit, section };
}

describe('StockAlertsPresenter', () => {
  it('lists the waiting alerts with the product (and variant), its page and since when', async () => {
    const { section } = await openSection();
    expect(section.state).toBe('loaded');
    expect(section.rows).toEqual([
      { id: 5, name: 'Nitrile gloves M', href: '/products/12', sinceText: 'Since Nov 2, 2026', cancelLabel: 'Cancel the alert for Nitrile gloves M', cancelling: false },
      { id: 6, name: 'Stainless crowns – Upper Right 3', href: '/products/40', sinceText: 'Since Nov 20, 2026', cancelLabel: 'Cancel the alert for Stainless crowns – Upper Right 3', cancelling: false },
    ]);
    expect(section.isEmpty).toBe(false);
  });

  it('says so when nothing is waited for', async () => {
    const { section } = await openSection((kit) => {
      kit.api.waiting = [];
    });
    expect(section.isEmpty).toBe(true);
  });

  it('cancels an alert: it leaves the list with a confirmation', async () => {
    const { section, api, toasts } = await openSection();
    const cancelling = section.cancelClicked(5);
    expect(section.rows[0]?.cancelling).toBe(true);
    await cancelling;
    expect(api.cancellations).toEqual([5]);
    expect(section.rows.map((row) => row.id)).toEqual([6]);
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'success', message: 'You will not be e-mailed about Nitrile gloves M.' })]);
  });

  it('drops an alert the server no longer has (sent or cancelled elsewhere) without a toast', async () => {
    const { section, api, toasts } = await openSection();
    api.waiting = [gloves];
    await section.cancelClicked(6);
    expect(section.rows.map((row) => row.id)).toEqual([5]);
    expect(toasts.toasts).toEqual([]);
  });

  it('keeps the alert and shows the error when cancelling fails', async () => {
    const { section, api, toasts } = await openSection();
    api.failures.set('cancel', { kind: 'network', status: null, code: 'network_error', message: 'Network error' });
    await section.cancelClicked(5);
    expect(section.rows.map((row) => row.id)).toEqual([5, 6]);
    expect(section.rows[0]?.cancelling).toBe(false);
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'Network error' })]);
  });

  it('leaves the section out where the backend has no alerts, but shows a failure to reach it', async () => {
    const lacking = await openSection((kit) => {
      kit.api.failures.set('mine', notOffered);
    });
    expect([lacking.section.isShown, lacking.section.state, lacking.section.isEmpty]).toEqual([false, 'not-offered', false]);
    const learned = stockAlertTestKit(signedIn);
    learned.features.missing.add('stock-alerts');
    expect(learned.container.get(StockAlertsPresenter).isShown).toBe(false);
    const unreachable = await openSection((kit) => {
      kit.api.failures.set('mine', networkFailure);
    });
    expect([unreachable.section.isShown, unreachable.section.state]).toEqual([true, 'failed']);
  });

  it('a failed load offers Try Again, which asks again', async () => {
    const { section, api } = await openSection((kit) => {
      kit.api.failures.set('mine', { kind: 'server', status: 500, code: 'x', message: 'x' });
    });
    expect(section.state).toBe('failed');
    api.failures.delete('mine');
    api.waiting = [gloves];
    section.tryAgainClicked();
    expect(section.state).toBe('loading');
    await settle();
    expect(section.rows).toHaveLength(1);
    expect(api.mineCalls).toBe(2);
  });
});
