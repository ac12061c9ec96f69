import { inject, injectable } from 'inversify';
import { type AdminPlan, AdminAiApi, PLAN_IDS, type PlanFields } from '../../../application/admin/ai/AdminAiApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { lacksArabic } from '@tiara/domain/bilingual';
import { arabicOrNull } from '../shared/ArabicInput';
import { type Checked, type FieldErrors, RecordEditor } from '../shared/RecordEditor';
import { inputOfPiasters, piastersOfInput, wholeNumberOfInput } from '../events/formValues';

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
  periodLabelAr: string;
  isActive: boolean;
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
  periodLabelAr: plan.periodLabelAr ?? '',
  isActive: plan.isActive,
});

/** Whether any text of a plan (name, description, period) is written in English and not in Arabic. */
export function planLacksArabic(plan: AdminPlan): boolean {
  return lacksArabic(plan.name, plan.nameAr) || lacksArabic(plan.description, plan.descriptionAr) || lacksArabic(plan.periodLabel, plan.periodLabelAr);
}

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
        periodLabelAr: arabicOrNull(form.periodLabelAr),
        isActive: form.isActive,
      },
    },
  };
}

/** Admin → TiaraAI subscriptions → Plans: the three plans' table, their form and their deletion. */
@injectable()
export class AiPlansPresenter {
  plans: AdminPlan[] = [];
  plansError: string | null = null;
  readonly editor = new RecordEditor<AdminPlan, PlanForm, PlanToSave>(this.toasts, {
    blank: () => ({ id: String(this.freePlanIds[0]), name: '', price: '', segmentations: '', periodLabel: '', description: '', nameAr: '', descriptionAr: '', periodLabelAr: '', isActive: true }),
    check: checkedPlan,
    send: ({ newId, fields }, editingId) => (editingId === null ? this.api.createPlan(newId, fields) : this.api.updatePlan(editingId, fields)),
    savedText: (editingId) => (editingId === null ? texts.planCreated : texts.planUpdated),
    saved: () => void this.loadPlans(),
    remove: (plan) => this.api.deletePlan(plan.id),
    deletion: (plan) => ({ title: texts.deleteNamed(plan.name), message: texts.confirmDelete(plan.name), success: texts.planDeleted }),
    deleted: () => this.loadPlans(),
  });

  constructor(
    @inject(AdminAiApi) private readonly api: AdminAiApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments, { editor: false });
  }

  /** The plan ids (1 to 3) no plan holds yet. */
  get freePlanIds(): number[] {
    return PLAN_IDS.filter((id) => !this.plans.some((plan) => plan.id === id));
  }

  opened(): Promise<void> {
    return this.loadPlans();
  }

  addClicked(): void {
    if (this.freePlanIds.length === 0) {
      this.toasts.error(texts.noFreePlanId);
      return;
    }
    this.editor.addClicked();
  }

  editClicked(plan: AdminPlan): void {
    this.editor.opened(plan.id, formOf(plan));
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
}
