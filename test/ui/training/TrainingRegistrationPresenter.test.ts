import { afterEach, describe, expect, it } from 'vitest';
import { isolated } from '@tiara/domain/language';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { SIGN_IN_REDIRECT_MS, packageChoiceName } from '../../../src/ui/training/TrainingRegistrationPresenter';
import { composite, crowns, openTraining } from './trainingTestKit';

afterEach(() => {
  // The shown language is the page's, shared by every table: each test starts in English.
  showLanguage('en');
});

describe('TrainingRegistrationPresenter: Register Now', () => {
  it('puts the course with the chosen package in the cart (id + 2,000,000) and goes to checkout', async () => {
    const { page, cart, navigator } = await openTraining();
    page.registration.packageSelected(1, 12);
    expect(page.cards[0]?.selectedPackageId).toBe(12);
    page.registerClicked(1);
    expect(cart.lines).toEqual([
      {
        id: 2_000_001,
        name: 'Pediatric Zirconia & Stainless Steel Crowns: Hands-On (Lecture + hands-on)',
        price: 650_000,
        quantity: 1,
        image: crowns.imageUrl,
        stock: 1,
        packageId: 12,
      },
    ]);
    expect(cart.holdsSubscriptions).toBe(true);
    expect(navigator.visited).toEqual(['/checkout']);
  });

  it("refuses without a package: 'Please select a package before registering.', cleared by choosing one", async () => {
    const { page, cart, navigator } = await openTraining();
    page.registerClicked(1);
    expect(page.cards[0]?.packageError).toBe('Please select a package before registering.');
    expect(page.cards[1]?.packageError).toBeNull();
    expect(page.registration.focus.field).toBe(packageChoiceName(1));
    expect(cart.lines).toEqual([]);
    expect(navigator.visited).toEqual([]);
    page.registration.packageSelected(1, 11);
    expect(page.cards[0]?.packageError).toBeNull();
  });

  it('replaces the package of a course already in the cart instead of adding it twice', async () => {
    const { page, cart } = await openTraining();
    page.registration.packageSelected(1, 11);
    page.registerClicked(1);
    page.registration.packageSelected(1, 12);
    page.registerClicked(1);
    expect(cart.lines.map((line) => [line.id, line.packageId, line.price])).toEqual([[2_000_001, 12, 650_000]]);
  });

  it('names the line by the rule the cart and the server name lines by: in Arabic a title without Arabic is isolated from the package after it', async () => {
    const { page, cart } = await openTraining();
    showLanguage('ar');
    page.registration.packageSelected(1, 12);
    page.registerClicked(1);
    expect(cart.lines[0]?.name).toBe(`${isolated(crowns.title)} (Lecture + hands-on)`);
  });

  it('registers for a course without packages at no price', async () => {
    const { page, cart, navigator } = await openTraining();
    page.registerClicked(3);
    expect(cart.lines).toEqual([expect.objectContaining({ id: 2_000_003, name: composite.title, price: 0 })]);
    expect(cart.lines[0]).not.toHaveProperty('packageId');
    expect(navigator.visited).toEqual(['/checkout']);
  });

  it('prompts a visitor to sign in and goes to /login after 2 seconds, once however often they click', async () => {
    const { page, toasts, clock, navigator, cart } = await openTraining(null);
    page.registration.packageSelected(1, 11);
    page.registerClicked(1);
    page.registerClicked(1);
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(['Please sign in to register for dental training. You will be redirected to the login page.']);
    expect(cart.lines).toEqual([]);
    clock.advance(SIGN_IN_REDIRECT_MS - 1);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/login']);
    expect(SIGN_IN_REDIRECT_MS).toBe(2_000);
  });

  it('cancels the sign-in redirect when the person leaves the screen first', async () => {
    const { page, clock, navigator, close } = await openTraining(null);
    page.registerClicked(2);
    close();
    clock.advance(5_000);
    expect(navigator.visited).toEqual([]);
  });
});
