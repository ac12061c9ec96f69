import { inject, injectable } from 'inversify';
import { SessionStore } from '../../application/session/SessionStore';
import { Navigator } from '../../application/shared/Navigator';
import type { TrainingListing } from '../../application/training/LoadTrainings';
import { cartLineName, trainingCartId } from '@tiara/domain/cart';
import { CartPresenter } from '../cart/CartPresenter';
import { shownVariantNames } from '../cart/shownLineName';
import { FieldFocus } from '../forms/FieldFocus';
import { shownLanguage } from '../i18n/localized';
import { EngageMessages } from '../messages/EngageMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { DelayedRedirect } from '../routing/DelayedRedirect';
import { ShopPaths } from '../routing/ShopPaths';
import { ToastPresenter } from '../toast/ToastPresenter';

const texts = EngageMessages.training;

/** The name of a course's package choice on the listing, by which its view brings it into view. */
export function packageChoiceName(trainingId: number): string {
  return `package-${trainingId}`;
}

/** SPEC §9: a sign-in prompt sends the visitor to /login after 2 seconds. */
export const SIGN_IN_REDIRECT_MS = 2_000;

/**
 * Registering for a course of the training listing: the package chosen on each card and Register
 * Now, which puts the course with its package in the cart and goes to checkout, where card
 * payment registers the seat and pays for it (SPEC §4 checkout flow). A visitor is asked to sign
 * in first and sent to /login.
 */
@injectable()
export class TrainingRegistrationPresenter {
  private readonly selectedPackages = new Map<number, number>();
  private readonly packageErrors = new Set<number>();
  /** The package choice the view brings into view and focuses after Register Now without one. */
  readonly focus = new FieldFocus<string>();

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(DelayedRedirect) private readonly redirect: DelayedRedirect,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable<TrainingRegistrationPresenter>(this, arguments, { focus: false });
  }

  selectedPackageOf(trainingId: number): number | null {
    return this.selectedPackages.get(trainingId) ?? null;
  }

  /** 'Please select a package before registering.' after Register Now without a choice. */
  packageErrorOf(trainingId: number): string | null {
    return this.packageErrors.has(trainingId) ? texts.selectPackage : null;
  }

  closed(): void {
    this.redirect.cancel();
  }

  packageSelected(trainingId: number, packageId: number): void {
    this.selectedPackages.set(trainingId, packageId);
    this.packageErrors.delete(trainingId);
  }

  /** Register Now on a course open to registration. */
  registerClicked(listing: TrainingListing): void {
    if (this.session.current().userId === null) {
      this.promptSignIn();
      return;
    }
    const trainingId = listing.training.id;
    const chosen = listing.packages.find((option) => option.id === this.selectedPackages.get(trainingId));
    if (listing.packages.length > 0 && !chosen) {
      this.packageErrors.add(trainingId);
      this.focus.moveTo(packageChoiceName(trainingId));
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
      name: cartLineName({ name: training.title, ...(chosen ? { packageName: chosen.name } : {}) }, shownVariantNames, shownLanguage()),
      price: chosen?.price ?? 0,
      image: training.imageUrl,
      stock: 1,
      ...(chosen ? { packageId: chosen.id } : {}),
    });
  }
}
