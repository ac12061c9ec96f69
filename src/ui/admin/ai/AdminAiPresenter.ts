import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  type AdminPlan,
  type AdminScan,
  type AdminSubscription,
  AdminAiApi,
  PLAN_IDS,
  type PlanFields,
  type ScanStatus,
  type SubscriptionStatus,
} from '../../../application/admin/ai/AdminAiApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from '../shared/Confirmation';
import { confirmDeletion } from '../shared/confirmDeletion';
import { type Checked, EditorForm, type FieldErrors } from '../shared/EditorForm';
import { PagedList } from '../shared/PagedList';
import { inputOfPiasters, piastersOfInput, wholeNumberOfInput } from '../events/formValues';
import { arabicOrNull } from '../shared/ArabicInput';

const texts = AdminSectionsMessages.ai;

export interface PlanForm {
  id: string;
  name: string;
  price: string;
  segmentations: string;
  periodLabel: string;
  description: string;
  /** The Arabic beside the English, as typed; blank is sent as none. */
  nameAr: string;
  descriptionAr: string;
  isActive: boolean;
}

export interface QuotaForm {
  subscription: AdminSubscription;
  allowed: string;
  error: string | null;
}

const formOf = (plan: AdminPlan): PlanForm => ({
  id: String(plan.id),
  name: plan.name,
  price: inputOfPiasters(plan.price),
  segmentations: String(plan.segmentations),
  periodLabel: plan.periodLabel,
  description: plan.description,
  nameAr: plan.nameAr ?? '',
  descriptionAr: plan.descriptionAr ?? '',
  isActive: plan.isActive,
});

/** A new plan takes the id chosen in the form; an edited one keeps its own. */
interface PlanToSave {
  readonly newId: number;
  readonly fields: PlanFields;
}

function checkedPlan(form: PlanForm): Checked<PlanToSave, FieldErrors<PlanForm>> {
  const errors: FieldErrors<PlanForm> = {};
  if (form.name.trim() === '') errors.name = AdminMessages.form.required(texts.name);
  const price = piastersOfInput(form.price);
  if (price === null) errors.price = AdminMessages.form.money(texts.price);
  const segmentations = wholeNumberOfInput(form.segmentations);
  if (segmentations === null || segmentations < 1) errors.segmentations = texts.segmentationsInvalid;
  if (price === null || segmentations === null) return { errors, value: null };
  return {
    errors,
    value: {
      newId: Number(form.id),
      fields: {
        name: form.name.trim(),
        price,
        segmentations,
        periodLabel: form.periodLabel.trim(),
        description: form.description.trim(),
        nameAr: arabicOrNull(form.nameAr),
        descriptionAr: arabicOrNull(form.descriptionAr),
        isActive: form.isActive,
      },
    },
  };
}

/** Admin → TiaraAI subscriptions: plans CRUD, subscriptions with usage and quota, scans with results. */
@injectable()
export class AdminAiPresenter {
  plans: AdminPlan[] = [];
  plansError: string | null = null;
  /** The quota form is being saved. */
  saving = false;
  subscriptionSearch = '';
  subscriptionStatus = '';
  quotaForm: QuotaForm | null = null;
  scanSearch = '';
  scanStatus = '';
  /** The scans shown are those of this subscription; null: every scan. */
  scanSubscriptionId: number | null = null;
  readonly subscriptions: PagedList<AdminSubscription>;
  readonly scans: PagedList<AdminScan>;
  readonly confirmation = new Confirmation();
  readonly planEditor: EditorForm<PlanForm>;
  private readonly api: AdminAiApi;
  private readonly toasts: ToastPresenter;

  constructor(@inject(AdminAiApi) api: AdminAiApi, @inject(ToastPresenter) toasts: ToastPresenter) {
    this.api = api;
    this.toasts = toasts;
    this.subscriptions = new PagedList((page) =>
      this.api.subscriptions({ ...page, search: this.subscriptionSearch, status: this.subscriptionStatus === '' ? undefined : (this.subscriptionStatus as SubscriptionStatus) }),
    );
    this.scans = new PagedList((page) =>
      this.api.scans({
        ...page,
        search: this.scanSearch,
        status: this.scanStatus === '' ? undefined : (this.scanStatus as ScanStatus),
        subscriptionId: this.scanSubscriptionId ?? undefined,
      }),
    );
    this.planEditor = new EditorForm(toasts);
    makeAutoObservable<AdminAiPresenter, 'api' | 'toasts'>(this, { subscriptions: false, scans: false, confirmation: false, planEditor: false, api: false, toasts: false }, { autoBind: true });
  }

  /** The plan ids (1 to 3) no plan holds yet. */
  get freePlanIds(): number[] {
    return PLAN_IDS.filter((id) => !this.plans.some((plan) => plan.id === id));
  }

  async opened(): Promise<void> {
    void this.subscriptions.reload();
    void this.scans.reload();
    await this.loadPlans();
  }

  addPlanClicked(): void {
    const free = this.freePlanIds;
    if (free.length === 0) {
      this.toasts.error(texts.noFreePlanId);
      return;
    }
    this.planEditor.opened(null, { id: String(free[0]), name: '', price: '', segmentations: '', periodLabel: '', description: '', nameAr: '', descriptionAr: '', isActive: true });
  }

  editPlanClicked(plan: AdminPlan): void {
    this.planEditor.opened(plan.id, formOf(plan));
  }

  savePlanClicked(): Promise<void> {
    return this.planEditor.save(
      checkedPlan,
      ({ newId, fields }, editingId) => (editingId === null ? this.api.createPlan(newId, fields) : this.api.updatePlan(editingId, fields)),
      (editingId) => (editingId === null ? texts.planCreated : texts.planUpdated),
      () => void this.loadPlans(),
    );
  }

  deletePlanClicked(plan: AdminPlan): void {
    confirmDeletion(this.confirmation, this.toasts, { title: texts.deleteNamed(plan.name), message: texts.confirmDelete(plan.name) }, () => this.api.deletePlan(plan.id), {
      success: texts.planDeleted,
      deleted: () => this.loadPlans(),
    });
  }

  subscriptionSearchChanged(search: string): void {
    this.subscriptionSearch = search;
    void this.subscriptions.firstPage();
  }

  subscriptionStatusChosen(status: string): void {
    this.subscriptionStatus = status;
    void this.subscriptions.firstPage();
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

  scansOfClicked(subscription: AdminSubscription): void {
    this.scanSubscriptionId = subscription.id;
    void this.scans.firstPage();
  }

  allScansClicked(): void {
    this.scanSubscriptionId = null;
    void this.scans.firstPage();
  }

  scanSearchChanged(search: string): void {
    this.scanSearch = search;
    void this.scans.firstPage();
  }

  scanStatusChosen(status: string): void {
    this.scanStatus = status;
    void this.scans.firstPage();
  }

  private async loadPlans(): Promise<void> {
    const answer = await this.api.plans();
    this.plansLoaded(answer);
  }

  private plansLoaded(answer: Awaited<ReturnType<AdminAiApi['plans']>>): void {
    if (!answer.ok) {
      this.plansError = answer.error.message;
      return;
    }
    this.plansError = null;
    this.plans = answer.value;
  }

  private quotaSaved(answer: Awaited<ReturnType<AdminAiApi['setQuota']>>): void {
    this.saving = false;
    if (!this.quotaForm) return;
    if (!answer.ok) {
      this.quotaForm.error = answer.error.message;
      return;
    }
    const saved = answer.value;
    this.subscriptions.replaced((row) => row.id === saved.id, saved);
    this.quotaForm = null;
    this.toasts.success(texts.quotaSaved(saved.id, saved.segmentationsAllowed));
  }
}
