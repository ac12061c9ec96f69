import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { CartStore } from '../../../src/application/cart/CartStore';
import { SessionStore } from '../../../src/application/session/SessionStore';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import { Clock } from '../../../src/application/shared/Clock';
import { Navigator } from '../../../src/application/shared/Navigator';
import type { DentalTraining } from '@tiara/domain/training';
import { TrainingApi, type TrainingPackage } from '../../../src/application/training/TrainingApi';
import { fail, ok } from '@tiara/domain/result';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { SIGN_IN_REDIRECT_MS, TrainingPresenter } from '../../../src/ui/training/TrainingPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { MemoryCartStore } from '../catalog/catalogTestKit';
import { FakeSessionStore, networkFailure, settle } from '../shell/shellTestKit';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';

/** The demo courses (server/seed/trainings.ts), as the API sends them. */
const crowns: DentalTraining = {
  id: 1,
  title: 'Pediatric Zirconia & Stainless Steel Crowns: Hands-On',
  description: 'A practical day on full-coverage restorations for primary teeth.',
  instructors: 'Dr. Salma Khaled',
  date: new Date('2027-03-12T08:00:00Z'),
  endDate: null,
  location: 'Tiara Training Center, 90 Road 9, Maadi, Cairo',
  capacity: 20,
  spotsLeft: 18,
  imageUrl: '/images/trainings/pediatric-crowns.svg',
};
const bioceramics: DentalTraining = {
  id: 2,
  title: 'Bioceramics in Modern Endodontics (3-Day Course)',
  description: 'Three days on bioceramic sealers and putties.',
  instructors: 'Dr. Youssef El-Sayed',
  date: new Date('2027-04-15T07:00:00Z'),
  endDate: new Date('2027-04-17T15:00:00Z'),
  location: 'Faculty Club, Kasr Al Ainy Street, Garden City, Cairo',
  capacity: 12,
  spotsLeft: null,
  imageUrl: '/images/trainings/bioceramic-endodontics.svg',
};
const composite: DentalTraining = {
  id: 3,
  title: 'Adhesive Dentistry & Composite Layering Masterclass',
  description: 'From universal adhesives to invisible class IV restorations.',
  instructors: 'Dr. Salma Khaled',
  date: new Date('2027-05-20T23:30:00Z'),
  endDate: null,
  location: 'Nile Ritz Conference Hall, Corniche El Nil, Downtown Cairo',
  capacity: null,
  spotsLeft: null,
  imageUrl: '/images/trainings/composite-layering.svg',
};

class FakeTrainingApi implements TrainingApi {
  readonly calls: string[] = [];
  trainings: ApiResult<DentalTraining[]> = ok([crowns, bioceramics, composite]);
  packagesOf = new Map<number, ApiResult<TrainingPackage[]>>([
    [
      1,
      ok([
        { id: 11, name: 'Lecture only', price: 250_000 },
        { id: 12, name: 'Lecture + hands-on', price: 650_000 },
      ]),
    ],
    [2, ok([{ id: 21, name: 'Full course', price: 1_800_000 }])],
    [3, ok([])],
  ]);
  /** `${trainingId}:${userId}` of the seats held. */
  registered = new Map<string, ApiResult<boolean>>();

  async list() {
    this.calls.push('list');
    return this.trainings;
  }

  async packages(trainingId: number) {
    this.calls.push(`packages ${trainingId}`);
    return this.packagesOf.get(trainingId) ?? ok([]);
  }

  async isRegistered(trainingId: number, userId: number) {
    this.calls.push(`is-registered ${trainingId} ${userId}`);
    return this.registered.get(`${trainingId}:${userId}`) ?? ok(false);
  }

  async register(): Promise<ApiResult<void>> {
    throw new Error('The listing never registers: checkout does, after the order exists');
  }
}

function setUp(userId: number | null = 1) {
  const kit = {
    api: new FakeTrainingApi(),
    session: new FakeSessionStore(),
    cartStore: new MemoryCartStore(),
    clock: new FakeClock('2026-11-21T10:00:00Z'),
    navigator: new FakeNavigator(),
    container: new Container({ autobind: true }),
  };
  if (userId !== null) kit.session.signIn(userId);
  const { container } = kit;
  container.bind(TrainingApi).toConstantValue(kit.api);
  container.bind(SessionStore).toConstantValue(kit.session);
  container.bind(CartStore).toConstantValue(kit.cartStore);
  container.bind(Clock).toConstantValue(kit.clock);
  container.bind(Navigator).toConstantValue(kit.navigator);
  container.bind(CartPresenter).toSelf().inSingletonScope();
  container.bind(ToastPresenter).toSelf().inSingletonScope();
  return { ...kit, cart: container.get(CartPresenter), toasts: container.get(ToastPresenter) };
}

async function opened(userId: number | null = 1, prepare: (kit: ReturnType<typeof setUp>) => void = () => {}) {
  const kit = setUp(userId);
  prepare(kit);
  const page = kit.container.get(TrainingPresenter);
  const close = page.opened();
  await settle();
  return { ...kit, page, close };
}

describe('TrainingPresenter: the listing', () => {
  it('shows every field of SPEC §2 on each card: Cairo date with UTC time, Multi-day badge, spots and packages', async () => {
    const { page } = await opened();
    expect(page.status).toBe('loaded');
    expect(page.cards).toEqual([
      {
        id: 1,
        title: crowns.title,
        description: crowns.description,
        instructors: 'Dr. Salma Khaled',
        imageUrl: crowns.imageUrl,
        multiDay: false,
        dateText: 'Fri, Mar 12, 2027 · 08:00 UTC',
        location: crowns.location,
        capacityText: '18 spots available',
        packages: [
          { id: 11, label: 'Lecture only - 2,500 EGP' },
          { id: 12, label: 'Lecture + hands-on - 6,500 EGP' },
        ],
        selectedPackageId: null,
        packageError: null,
        registered: false,
        fullyBooked: false,
      },
      expect.objectContaining({ id: 2, multiDay: true, dateText: 'Apr 15 – Apr 17, 2027', capacityText: '12 spots available' }),
      // 23:30 UTC is already the next day in Cairo: the date is Cairo's, the time UTC's.
      expect.objectContaining({ id: 3, multiDay: false, dateText: 'Fri, May 21, 2027 · 23:30 UTC', capacityText: 'Unlimited spots', packages: [] }),
    ]);
  });

  it('offers All plus each distinct instructor, and filters the cards by the one chosen', async () => {
    const { page } = await opened();
    expect(page.instructorFilters).toEqual(['Dr. Salma Khaled', 'Dr. Youssef El-Sayed']);
    page.instructorSelected('Dr. Salma Khaled');
    expect(page.cards.map((card) => card.id)).toEqual([1, 3]);
    page.instructorSelected('Dr. Youssef El-Sayed');
    expect(page.cards.map((card) => card.id)).toEqual([2]);
    page.instructorSelected(null);
    expect(page.cards.map((card) => card.id)).toEqual([1, 2, 3]);
  });

  it('asks whether a signed-in customer is registered, and shows the Registered state', async () => {
    const { page, api } = await opened(1, (kit) => kit.api.registered.set('2:1', ok(true)));
    expect(api.calls).toEqual(expect.arrayContaining(['list', 'packages 1', 'is-registered 1 1', 'is-registered 2 1', 'is-registered 3 1']));
    expect(page.cards.map((card) => card.registered)).toEqual([false, true, false]);
  });

  it('never asks about registration for a visitor', async () => {
    const { api } = await opened(null);
    expect(api.calls.filter((call) => call.startsWith('is-registered'))).toEqual([]);
  });

  it('reads a failed registration check as not registered and a failed package load as no packages (SPEC §8)', async () => {
    const { page } = await opened(1, (kit) => {
      kit.api.registered.set('1:1', fail(networkFailure));
      kit.api.packagesOf.set(2, fail(networkFailure));
    });
    expect(page.status).toBe('loaded');
    expect(page.cards[0]?.registered).toBe(false);
    expect(page.cards[1]?.packages).toEqual([]);
  });

  it("shows 'Failed to load dental trainings.' when the list fails, and Try Again loads it again", async () => {
    const { page, api } = await opened(1, (kit) => (kit.api.trainings = fail(networkFailure)));
    expect(page.status).toBe('failed');
    api.trainings = ok([crowns]);
    page.tryAgainClicked();
    await settle();
    expect(page.status).toBe('loaded');
    expect(page.cards.map((card) => card.id)).toEqual([1]);
  });

  it("shows the empty state when there is no course", async () => {
    const { page } = await opened(1, (kit) => (kit.api.trainings = ok([])));
    expect(page.isEmpty).toBe(true);
  });

  it('shows a fully booked course with 0 spots and does not register for it', async () => {
    const { page, navigator, cart } = await opened(1, (kit) => (kit.api.trainings = ok([{ ...crowns, spotsLeft: 0 }])));
    expect(page.cards[0]).toMatchObject({ capacityText: '0 spots available', fullyBooked: true });
    page.packageSelected(1, 11);
    page.registerClicked(1);
    expect(cart.lines).toEqual([]);
    expect(navigator.visited).toEqual([]);
  });
});

describe('TrainingPresenter: Register Now', () => {
  it('puts the course with the chosen package in the cart (id + 2,000,000) and goes to checkout', async () => {
    const { page, cart, navigator } = await opened();
    page.packageSelected(1, 12);
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
    const { page, cart, navigator } = await opened();
    page.registerClicked(1);
    expect(page.cards[0]?.packageError).toBe('Please select a package before registering.');
    expect(page.cards[1]?.packageError).toBeNull();
    expect(cart.lines).toEqual([]);
    expect(navigator.visited).toEqual([]);
    page.packageSelected(1, 11);
    expect(page.cards[0]?.packageError).toBeNull();
  });

  it('replaces the package of a course already in the cart instead of adding it twice', async () => {
    const { page, cart } = await opened();
    page.packageSelected(1, 11);
    page.registerClicked(1);
    page.packageSelected(1, 12);
    page.registerClicked(1);
    expect(cart.lines.map((line) => [line.id, line.packageId, line.price])).toEqual([[2_000_001, 12, 650_000]]);
  });

  it('registers for a course without packages at no price', async () => {
    const { page, cart, navigator } = await opened();
    page.registerClicked(3);
    expect(cart.lines).toEqual([expect.objectContaining({ id: 2_000_003, name: composite.title, price: 0 })]);
    expect(cart.lines[0]).not.toHaveProperty('packageId');
    expect(navigator.visited).toEqual(['/checkout']);
  });

  it('does nothing for a course the customer is registered for', async () => {
    const { page, cart, navigator } = await opened(1, (kit) => kit.api.registered.set('1:1', ok(true)));
    page.packageSelected(1, 11);
    page.registerClicked(1);
    expect(cart.lines).toEqual([]);
    expect(navigator.visited).toEqual([]);
  });

  it('prompts a visitor to sign in and goes to /login after 2 seconds, once however often they click', async () => {
    const { page, toasts, clock, navigator, cart } = await opened(null);
    page.packageSelected(1, 11);
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
    const { page, clock, navigator, close } = await opened(null);
    page.registerClicked(2);
    close();
    clock.advance(5_000);
    expect(navigator.visited).toEqual([]);
  });
});
