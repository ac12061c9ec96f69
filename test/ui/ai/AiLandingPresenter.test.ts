import { describe, expect, it } from 'vitest';
import { AiLandingPresenter } from '../../../src/ui/ai/AiLandingPresenter';
import { apiFailure, proQuota } from '../../application/support/checkoutFakes';
import { nour } from '../account/accountTestKit';
import { aiTestKit } from './aiTestKit';

type Kit = ReturnType<typeof aiTestKit>;

function openLanding(options: Parameters<typeof aiTestKit>[0] = {}, prepare: (kit: Kit) => void = () => {}) {
  const kit = aiTestKit(options);
  prepare(kit);
  const page = kit.container.get(AiLandingPresenter);
  const opening = page.opened();
  return { ...kit, page, opening };
}

describe('AiLandingPresenter', () => {
  it('shows a visitor the three plans of SPEC §9 at once, asking the server nothing', async () => {
    const { page, opening, ai, navigator } = openLanding({ signedIn: false });
    await opening;
    expect(page.checking).toBe(false);
    expect(page.plans.map((plan) => [plan.name, plan.priceText, plan.period, plan.segmentationsText])).toEqual([
      ['Light Package', '2,900 EGP', '', '10 segmentations'],
      ['Pro', '6,100 EGP', '', '25 segmentations'],
      ['Premium', '9,800 EGP', '/month', '50 segmentations'],
    ]);
    expect([ai.activeCalls, navigator.visited]).toEqual([[], []]);
  });

  describe('the /ai guard (SPEC §4)', () => {
    it("sends a signed-in user whose flag is 'true' straight to the upload", async () => {
      const { page, opening, ai, navigator } = openLanding({ storage: { tiaraAiSubscription: 'true' } });
      expect(page.checking).toBe(true);
      await opening;
      expect(navigator.visited).toEqual(['/ai-scan-upload']);
      expect(ai.activeCalls).toEqual([]);
    });

    it("asks the server otherwise, stores the flag and allowed count, and sends a subscriber to the upload", async () => {
      const { opening, ai, navigator, storage } = openLanding({ storage: { tiaraAiSubscription: 'false' } }, (kit) => {
        kit.ai.quotas.set(nour.userId, { ...proQuota, segmentationsAllowed: 35 });
      });
      await opening;
      expect(ai.activeCalls).toEqual([7]);
      expect([storage.getItem('tiaraAiSubscription'), storage.getItem('segmentationsAllowed')]).toEqual(['true', '35']);
      expect(navigator.visited).toEqual(['/ai-scan-upload']);
    });

    it.each([
      ['has no subscription', (kit: Kit) => kit.ai.quotas.clear()],
      ['cannot be checked', (kit: Kit) => kit.ai.failures.set('activeSubscription', apiFailure('network'))],
    ])("shows the plans to a user who %s, with the flag 'false'", async (_, answer) => {
      const { page, opening, navigator, storage } = openLanding({}, answer);
      await opening;
      expect(page.checking).toBe(false);
      expect(navigator.visited).toEqual([]);
      expect([storage.getItem('tiaraAiSubscription'), storage.getItem('segmentationsAllowed')]).toEqual(['false', '0']);
    });

    it('sends nobody anywhere once the page was left', async () => {
      const { page, opening, navigator } = openLanding({ storage: { tiaraAiSubscription: 'true' } });
      page.closed();
      await opening;
      expect(navigator.visited).toEqual([]);
    });
  });

  describe('subscribing', () => {
    it('asks a visitor to sign in, then opens /login 2 seconds later, the cart untouched', async () => {
      const { page, opening, toasts, clock, navigator, cart } = openLanding({ signedIn: false });
      await opening;
      page.subscribeClicked(2);
      page.subscribeClicked(2);
      expect(toasts.toasts).toMatchObject([{ tone: 'info', message: 'Please sign in to subscribe to Tiara AI plans. You will be redirected to the login page.' }]);
      clock.advance(1_999);
      expect(navigator.visited).toEqual([]);
      clock.advance(1);
      expect(navigator.visited).toEqual(['/login']);
      expect(cart.isEmpty).toBe(true);
    });

    it('puts the plan in the cart instead of any other plan, once, and goes to checkout', async () => {
      const { page, opening, cart, navigator, storage } = openLanding({}, (kit) => {
        kit.ai.quotas.clear();
      });
      await opening;
      page.subscribeClicked(1);
      page.subscribeClicked(2);
      page.subscribeClicked(2);
      expect(cart.lines).toEqual([{ id: 1_000_002, name: 'Pro', price: 610_000, quantity: 1, image: '', stock: 1 }]);
      expect(storage.getItem('cart')).toContain('"id":1000002');
      expect(navigator.visited).toEqual(['/checkout', '/checkout', '/checkout']);
      page.subscribeClicked(9);
      expect(navigator.visited).toHaveLength(3);
    });
  });
});
