import { inject, injectable } from 'inversify';
import { SessionStore } from '../../application/session/SessionStore';
import { Navigator } from '../../application/shared/Navigator';
import { LoadTrainings, type TrainingListing } from '../../application/training/LoadTrainings';
import { trainingCartId } from '@tiara/domain/cart';
import { availableSpots, isMultiDay, trainingSchedule } from '@tiara/domain/time-text';
import { trainingDateText } from '../../locales/format/dateTexts';
import { CartPresenter } from '../cart/CartPresenter';
import { shownLanguage } from '../i18n/localized';
import { shownPrice } from '../i18n/shownPrice';
import { EngageMessages } from '../messages/EngageMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { DelayedRedirect } from '../routing/DelayedRedirect';
import { ShopPaths } from '../routing/ShopPaths';
import { ToastPresenter } from '../toast/ToastPresenter';

const texts = EngageMessages.training;

/** SPEC §9: a sign-in prompt sends the visitor to /login after 2 seconds. */
export const SIGN_IN_REDIRECT_MS = 2_000;

export type TrainingStatus = 'loading' | 'loaded' | 'failed';

export interface PackageChoice {
  readonly id: number;
  readonly label: string;
}

/** One course as its card shows it (SPEC §2 "Dental training listing"). */
export interface TrainingCard {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly instructors: string;
  readonly imageUrl: string;
  readonly multiDay: boolean;
  /** The date range, or the Cairo date and the UTC time. */
  readonly dateText: string;
  readonly location: string;
  /** '{n} spots available' or 'Unlimited spots'. */
  readonly capacityText: string;
  readonly packages: readonly PackageChoice[];
  readonly selectedPackageId: number | null;
  /** 'Please select a package before registering.' after Register Now without a choice. */
  readonly packageError: string | null;
  readonly registered: boolean;
  /** No seat left: the course cannot be registered for. */
  readonly fullyBooked: boolean;
}

/** The seats a card shows: what is left when the capacity is limited and the server says so. */
function seatsOf(listing: TrainingListing): number | null {
  const { capacity, spotsLeft } = listing.training;
  if (capacity === null || capacity <= 0) return null;
  return spotsLeft ?? capacity;
}

/** 'Unlimited spots', or the spots left ('0 spots available' once fully booked). */
function capacityTextOf(seats: number | null): string {
  if (seats !== null && seats <= 0) return texts.spotsAvailable(0);
  const spots = seats === null ? null : availableSpots(seats);
  return spots === null ? texts.unlimitedSpots : texts.spotsAvailable(spots);
}

/**
 * The dental training listing (/training): the instructor filter, the course cards, the package
 * choice and Register Now. Registering puts the course with its package in the cart and goes to
 * checkout, where card payment registers the seat and pays for it (SPEC §4 checkout flow).
 */
@injectable()
export class TrainingPresenter {
  status: TrainingStatus = 'loading';
  listings: TrainingListing[] = [];
  /** Null: All. */
  selectedInstructor: string | null = null;
  selectedPackages = new Map<number, number>();
  packageErrors = new Set<number>();
  private loadRequest = 0;

  constructor(
    @inject(LoadTrainings) private readonly loadTrainings: LoadTrainings,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(DelayedRedirect) private readonly redirect: DelayedRedirect,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable<TrainingPresenter, 'loadRequest'>(this, arguments, { loadRequest: false });
  }

  /** SPEC §2: All plus each distinct instructor, in the order the courses list them. */
  get instructorFilters(): readonly string[] {
    return [...new Set(this.listings.map((listing) => listing.training.instructors.trim()).filter((name) => name !== ''))];
  }

  get cards(): TrainingCard[] {
    return this.listings
      .filter((listing) => this.selectedInstructor === null || listing.training.instructors.trim() === this.selectedInstructor)
      .map((listing) => this.cardOf(listing));
  }

  get isEmpty(): boolean {
    return this.status === 'loaded' && this.listings.length === 0;
  }

  opened(): () => void {
    this.load();
    return this.closed;
  }

  closed(): void {
    this.loadRequest += 1;
    this.redirect.cancel();
  }

  tryAgainClicked(): void {
    this.load();
  }

  /** Null picks All. */
  instructorSelected(instructor: string | null): void {
    this.selectedInstructor = instructor;
  }

  packageSelected(trainingId: number, packageId: number): void {
    this.selectedPackages.set(trainingId, packageId);
    this.packageErrors.delete(trainingId);
  }

  registerClicked(trainingId: number): void {
    const listing = this.listings.find((candidate) => candidate.training.id === trainingId);
    if (!listing || listing.registered || this.isFullyBooked(listing)) return;
    if (this.session.current().userId === null) {
      this.promptSignIn();
      return;
    }
    const chosen = listing.packages.find((option) => option.id === this.selectedPackages.get(trainingId));
    if (listing.packages.length > 0 && !chosen) {
      this.packageErrors.add(trainingId);
      return;
    }
    this.putInCart(listing, chosen ?? null);
    this.navigator.go(ShopPaths.checkout);
  }

  private promptSignIn(): void {
    if (this.redirect.waiting) return;
    this.toasts.info(texts.signInToRegister);
    this.redirect.schedule(ShopPaths.login, SIGN_IN_REDIRECT_MS);
  }

  /** A course is in the cart once: a new package choice replaces the earlier one. */
  private putInCart(listing: TrainingListing, chosen: TrainingListing['packages'][number] | null): void {
    const { training } = listing;
    const id = trainingCartId(training.id);
    for (const line of this.cart.lines.filter((candidate) => candidate.id === id)) this.cart.removeClicked(this.cart.keyOf(line));
    this.cart.addClicked({
      id,
      name: chosen ? `${training.title} (${chosen.name})` : training.title,
      price: chosen?.price ?? 0,
      image: training.imageUrl,
      stock: 1,
      ...(chosen ? { packageId: chosen.id } : {}),
    });
  }

  private isFullyBooked(listing: TrainingListing): boolean {
    const seats = seatsOf(listing);
    return seats !== null && seats <= 0;
  }

  private cardOf(listing: TrainingListing): TrainingCard {
    const { training } = listing;
    const seats = seatsOf(listing);
    return {
      id: training.id,
      title: training.title,
      description: training.description,
      instructors: training.instructors,
      imageUrl: training.imageUrl,
      multiDay: isMultiDay(training.date, training.endDate),
      dateText: trainingDateText(trainingSchedule(training.date, training.endDate), shownLanguage()),
      location: training.location,
      capacityText: capacityTextOf(seats),
      packages: listing.packages.map((option) => ({ id: option.id, label: `${option.name} - ${shownPrice(option.price)}` })),
      selectedPackageId: this.selectedPackages.get(training.id) ?? null,
      packageError: this.packageErrors.has(training.id) ? texts.selectPackage : null,
      registered: listing.registered,
      fullyBooked: this.isFullyBooked(listing),
    };
  }

  private load(): void {
    const request = ++this.loadRequest;
    this.status = 'loading';
    void this.loadTrainings.execute(this.session.current().userId).then((answer) => {
      if (request !== this.loadRequest) return;
      this.loaded(answer.ok ? answer.value : null);
    });
  }

  private loaded(listings: TrainingListing[] | null): void {
    this.listings = listings ?? [];
    this.status = listings === null ? 'failed' : 'loaded';
    if (this.selectedInstructor !== null && !this.instructorFilters.includes(this.selectedInstructor)) this.selectedInstructor = null;
  }
}
