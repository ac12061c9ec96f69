import { describe, expect, it } from 'vitest';
import { AiLandingPresenter } from '../../../src/ui/ai/AiLandingPresenter';
import { apiFailure, proQuota, settle } from '../../application/support/checkoutFakes';
import { nour } from '../account/accountTestKit';
import { aiTestKit } from './aiTestKit';

type Kit = ReturnType<typeof aiTestKit>;

function openLanding(options: Parameters<typeof aiTestKit>[0] = {}, prepare: (kit: Kit) => void = () => {}, search = '') {
  const kit = aiTestKit(options);
  prepare(kit);
  const page = kit.container.get(AiLandingPresenter);
  const opening = page.opened(search);
  return { ...kit, page, opening };
}

describe('AiLandingPresenter', () => {
  it('shows a visitor the plans the server offers once it listed them, asking nothing of a subscription', async () => {
    const { page, opening, ai, plans, navigator } = openLanding({ signedIn: false });
    expect(page.checking).toBe(true);
    await opening;
    expect(page.checking).toBe(false);
    expect(page.plans.map((plan) => [plan.name, plan.priceText, plan.period, plan.segmentationsText])).toEqual([
      ['Light Package', '2,900 EGP', '', '10 segmentations'],
      ['Pro', '6,100 EGP', '', '25 segmentations'],
      ['Premium', '9,800 EGP', '/month', '50 segmentations'],
    ]);
    expect([plans.calls, ai.activeCalls, navigator.visited]).toEqual([['plans en'], [], []]);
  });

  describe('the plans in the reader’s language (issue 28)', () => {
    it('names the plans and their period as the server answers a reader of Arabic, the English where it wrote no Arabic', async () => {
      const { page, opening } = openLanding({ signedIn: false }, (kit) => (kit.plans.language = 'ar'));
      await opening;
      expect(page.plans.map((plan) => [plan.name, plan.period])).toEqual([
        ['الباقة الخفيفة', ''],
        ['باقة برو', ''],
        ['باقة بريميوم', '/شهريًا'],
      ]);
    });

    it('asks for them again when the reader switches language, keeping the last list when that fails', async () => {
      const { page, opening, plans } = openLanding({ signedIn: false });
      await opening;
      plans.language = 'ar';
      page.languageSwitched();
      await settle();
      expect(page.plans[1]?.name).toBe('باقة برو');
      plans.failures.set('plansOnSale', apiFailure('network'));
      page.languageSwitched();
      await settle();
      expect(page.plans[1]?.name).toBe('باقة برو');
    });

    it('shows SPEC §9’s plans when the server lists none (a backend that keeps to SPEC)', async () => {
      const { page, opening } = openLanding({ signedIn: false }, (kit) => kit.plans.failures.set('plansOnSale', apiFailure('not-found')));
      await opening;
      expect(page.plans.map((plan) => [plan.name, plan.priceText, plan.period])).toEqual([
        ['Light Package', '2,900 EGP', ''],
        ['Pro', '6,100 EGP', ''],
        ['Premium', '9,800 EGP', '/month'],
      ]);
    });

    it('puts the plan in the cart named and priced as offered, and names a subscriber’s plan as offered now', async () => {
      const { page, opening, cart } = openLanding({}, (kit) => {
        kit.plans.language = 'ar';
        kit.ai.quotas.set(nour.userId, { ...proQuota, name: 'Pro', planId: 2, segmentationsUsed: 5 });
      }, '?view=plans');
      await opening;
      expect(page.subscriberSummary).toContain('باقة برو');
      page.subscribeClicked(3);
      expect(cart.lines).toEqual([{ id: 1_000_003, name: 'باقة بريميوم', price: 980_000, quantity: 1, image: '', stock: 1 }]);
    });
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

  describe('from the upload without a plan (issue 27)', () => {
    it('tells a signed-in customer without a plan why they are on the plans, instead of nothing', async () => {
      const { page, opening, navigator } = openLanding({}, (kit) => kit.ai.quotas.clear(), '?needs=plan');
      await opening;
      expect(navigator.visited).toEqual([]);
      expect(page.planNeededNotice).toBe('You need an active TiaraAI plan to upload scans. Choose one below: you can upload as soon as it is paid.');
      expect(page.plans.map((plan) => [plan.buyText, plan.current])).toEqual([
        ['Subscribe', false],
        ['Subscribe', false],
        ['Subscribe', false],
      ]);
    });

    it('sends a subscriber whose stored flag was stale back to the upload, saying nothing', async () => {
      const { page, opening, navigator } = openLanding({ storage: { tiaraAiSubscription: 'false' } }, (kit) => kit.ai.quotas.set(nour.userId, proQuota), '?needs=plan');
      await opening;
      expect(navigator.visited).toEqual(['/ai-scan-upload']);
      expect(page.planNeededNotice).toBeNull();
    });

    it('says nothing of it on a plain /ai', async () => {
      const { page, opening } = openLanding({}, (kit) => kit.ai.quotas.clear());
      await opening;
      expect(page.planNeededNotice).toBeNull();
    });
  });

  describe('a subscriber asking for the plans (issue 27)', () => {
    it("shows them, whatever the flag, marking the customer's plan and what is left of it, each to add to it", async () => {
      const { page, opening, navigator, ai, storage } = openLanding(
        { storage: { tiaraAiSubscription: 'true' } },
        (kit) => kit.ai.quotas.set(nour.userId, { ...proQuota, segmentationsAllowed: 25, segmentationsUsed: 12 }),
        '?view=plans',
      );
      await opening;
      expect([navigator.visited, ai.activeCalls, page.checking]).toEqual([[], [7], false]);
      expect(storage.getItem('tiaraAiSubscription')).toBe('true');
      expect(page.plans.map((plan) => [plan.name, plan.current, plan.buyText, plan.buyLabel])).toEqual([
        ['Light Package', false, 'Add to my plan', 'Add to my plan: Light Package'],
        ['Pro', true, 'Add to my plan', 'Add to my plan: Pro'],
        ['Premium', false, 'Add to my plan', 'Add to my plan: Premium'],
      ]);
      expect(page.subscriberSummary).toBe('You have the Pro plan, with 13 segmentations left. A plan you buy now adds its segmentations to these.');
      expect(page.planNeededNotice).toBeNull();

      page.subscribeClicked(3);
      expect(navigator.visited).toEqual(['/checkout']);
    });

    it('names the plan as the server does when it does not say which one it is', async () => {
      const { page, opening } = openLanding({}, (kit) => kit.ai.quotas.set(nour.userId, { ...proQuota, name: 'Clinic bundle', planId: null, segmentationsUsed: 24 }), '?view=plans');
      await opening;
      expect(page.plans.some((plan) => plan.current)).toBe(false);
      expect(page.subscriberSummary).toBe('You have the Clinic bundle plan, with 1 segmentation left. A plan you buy now adds its segmentations to these.');
    });

    it('shows a visitor the plain plans', async () => {
      const { page, opening, ai } = openLanding({ signedIn: false }, () => {}, '?view=plans');
      await opening;
      expect([ai.activeCalls, page.subscriberSummary, page.plans[0]?.buyText]).toEqual([[], null, 'Subscribe']);
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
