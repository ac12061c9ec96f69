import { inject, injectable } from 'inversify';
import { SessionStore } from '../../application/session/SessionStore';
import { LoadTrainings, type TrainingListing } from '../../application/training/LoadTrainings';
import { availableSpots, isMultiDay, trainingSchedule } from '@tiara/domain/time-text';
import { trainingDateText } from '../../locales/format/dateTexts';
import { shownLanguage } from '../i18n/localized';
import { shownPrice } from '../i18n/shownPrice';
import { EngageMessages } from '../messages/EngageMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { TrainingRegistrationPresenter } from './TrainingRegistrationPresenter';

const texts = EngageMessages.training;

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
  /** The date range, or the Cairo date and time. */
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

/** Whether no seat is left: the course cannot be registered for. */
function isFullyBooked(listing: TrainingListing): boolean {
  const seats = seatsOf(listing);
  return seats !== null && seats <= 0;
}

/**
 * The dental training listing (/training): the courses loaded, the instructor filter and the
 * course cards, which show the package choice and Register Now of the registration it composes.
 */
@injectable()
export class TrainingPresenter {
  status: TrainingStatus = 'loading';
  listings: TrainingListing[] = [];
  /** Null: All. */
  selectedInstructor: string | null = null;
  private loadRequest = 0;

  constructor(
    @inject(TrainingRegistrationPresenter) readonly registration: TrainingRegistrationPresenter,
    @inject(LoadTrainings) private readonly loadTrainings: LoadTrainings,
    @inject(SessionStore) private readonly session: SessionStore,
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
    this.registration.closed();
  }

  tryAgainClicked(): void {
    this.load();
  }

  /**
   * The reader switched language: the courses are asked again in it, and the instructor filter goes
   * back to All, since the instructors' names it was chosen by come in the new language too.
   */
  languageSwitched(): void {
    this.selectedInstructor = null;
    this.load();
  }

  /** Null picks All. */
  instructorSelected(instructor: string | null): void {
    this.selectedInstructor = instructor;
  }

  /** Register Now: only a course the customer is not registered for and that has a seat left. */
  registerClicked(trainingId: number): void {
    const listing = this.listings.find((candidate) => candidate.training.id === trainingId);
    if (!listing || listing.registered || isFullyBooked(listing)) return;
    this.registration.registerClicked(listing);
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
      packages: listing.packages.map((option) => ({ id: option.id, label: texts.packageLabel(option.name, shownPrice(option.price)) })),
      selectedPackageId: this.registration.selectedPackageOf(training.id),
      packageError: this.registration.packageErrorOf(training.id),
      registered: listing.registered,
      fullyBooked: isFullyBooked(listing),
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
