import { inject, injectable } from 'inversify';
import { type AdminSubscription, AdminAiApi, type SubscriptionStatus } from '../../../application/admin/ai/AdminAiApi';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { PagedList } from '../shared/PagedList';
import { wholeNumberOfInput } from '../events/formValues';

const texts = AdminSectionsMessages.ai;

export interface QuotaForm {
  subscription: AdminSubscription;
  allowed: string;
  error: string | null;
}

/** Admin → TiaraAI subscriptions → Subscriptions: searched and filtered by status, with each one's usage and its quota adjusted. */
@injectable()
export class AiSubscriptionsPresenter {
  search = '';
  status = '';
  quotaForm: QuotaForm | null = null;
  /** The quota form is being saved. */
  saving = false;
  readonly list = new PagedList<AdminSubscription>((page) =>
    this.api.subscriptions({ ...page, search: this.search, status: this.status === '' ? undefined : (this.status as SubscriptionStatus) }),
  );

  constructor(
    @inject(AdminAiApi) private readonly api: AdminAiApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments, { list: false });
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  statusChosen(status: string): void {
    this.status = status;
    void this.list.firstPage();
  }

  adjustQuotaClicked(subscription: AdminSubscription): void {
    this.quotaForm = { subscription, allowed: String(subscription.segmentationsAllowed), error: null };
  }

  quotaTyped(allowed: string): void {
    if (!this.quotaForm) return;
    this.quotaForm.allowed = allowed;
    this.quotaForm.error = null;
  }

  quotaClosed(): void {
    if (!this.saving) this.quotaForm = null;
  }

  async saveQuotaClicked(): Promise<void> {
    const form = this.quotaForm;
    if (!form || this.saving) return;
    const allowed = wholeNumberOfInput(form.allowed);
    if (allowed === null) {
      form.error = texts.quotaInvalid;
      return;
    }
    if (allowed < form.subscription.segmentationsUsed) {
      form.error = texts.quotaBelowUsed(form.subscription.segmentationsUsed);
      return;
    }
    this.saving = true;
    const answer = await this.api.setQuota(form.subscription.id, allowed);
    this.quotaSaved(answer);
  }

  private quotaSaved(answer: Awaited<ReturnType<AdminAiApi['setQuota']>>): void {
    this.saving = false;
    if (!this.quotaForm) return;
    if (!answer.ok) {
      this.quotaForm.error = answer.error.message;
      return;
    }
    const saved = answer.value;
    this.list.replaced((row) => row.id === saved.id, saved);
    this.quotaForm = null;
    this.toasts.success(texts.quotaSaved(saved.id, saved.segmentationsAllowed));
  }
}
