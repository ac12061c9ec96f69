import { describe, expect, it } from 'vitest';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { AiPlansPresenter, planLacksArabic } from '../../../../src/ui/admin/ai/AiPlansPresenter';
import { settle } from '../shared/adminFakes';
import { aiContainer } from './aiTestKit';

async function setUp() {
  const kit = aiContainer();
  const plans = kit.container.get(AiPlansPresenter);
  await plans.opened();
  return { ...kit, plans };
}

describe('AiPlansPresenter', () => {
  it('adds a plan under the free id, with its price in piasters', async () => {
    const { plans, api, lastToast } = await setUp();
    expect(plans.freePlanIds).toEqual([3]);
    plans.addClicked();
    expect(plans.editor.form?.id).toBe('3');
    plans.editor.fieldChanged('name', 'Premium');
    plans.editor.fieldChanged('price', '9800');
    plans.editor.fieldChanged('segmentations', '50');
    plans.editor.fieldChanged('periodLabel', '/month');
    await plans.editor.saveClicked();
    await settle();
    expect(api.calls).toContain('create 3');
    expect(api.planRows.get(3)).toMatchObject({ name: 'Premium', price: 980_000, segmentations: 50, periodLabel: '/month' });
    expect(plans.plans).toHaveLength(3);
    expect(lastToast()?.message).toBe('Plan added.');
    plans.addClicked();
    expect(plans.editor.form).toBeNull();
    expect(lastToast()?.message).toBe('All three plan ids (1 to 3) are taken: edit or delete a plan instead.');
  });

  it('edits the Arabic name, description and period beside the English, trimmed, a blank one sent as none', async () => {
    const { plans, api } = await setUp();
    plans.editClicked({ ...plans.plans[1]!, nameAr: 'باقة Pro', periodLabel: '/month', periodLabelAr: '/شهريًا' });
    expect(plans.editor.form).toMatchObject({ name: 'Pro', nameAr: 'باقة Pro', descriptionAr: '', periodLabel: '/month', periodLabelAr: '/شهريًا' });
    plans.editor.fieldChanged('nameAr', '  ');
    plans.editor.fieldChanged('descriptionAr', ' للعيادات المزدحمة ');
    plans.editor.fieldChanged('periodLabelAr', ' /في الشهر ');
    await plans.editor.saveClicked();
    await settle();
    expect(api.calls).toContain('update 2');
    expect(api.sentPlans).toEqual([expect.objectContaining({ name: 'Pro', nameAr: null, descriptionAr: 'للعيادات المزدحمة', periodLabel: '/month', periodLabelAr: '/في الشهر' })]);
  });

  it('marks a plan whose English name, description or period has no Arabic, and none whose English texts all have theirs', async () => {
    const { plans } = await setUp();
    const pro = { ...plans.plans[1]!, description: 'For busy clinics', periodLabel: '' };
    const translated = { ...pro, nameAr: 'باقة برو', descriptionAr: 'للعيادات المزدحمة', periodLabelAr: null };
    expect(planLacksArabic(translated)).toBe(false);
    expect(planLacksArabic({ ...translated, periodLabel: '/month' })).toBe(true);
    expect(planLacksArabic({ ...translated, descriptionAr: ' ' })).toBe(true);
    expect(planLacksArabic({ ...translated, nameAr: null })).toBe(true);
  });

  it('validates a plan and shows a refused delete', async () => {
    const { plans, api, lastToast } = await setUp();
    plans.editClicked(plans.plans[1]!);
    expect(plans.editor.form).toMatchObject({ name: 'Pro', price: '2900', segmentations: '10' });
    plans.editor.fieldChanged('name', ' ');
    plans.editor.fieldChanged('price', '29.999');
    plans.editor.fieldChanged('segmentations', '0');
    await plans.editor.saveClicked();
    expect(plans.editor.errors).toEqual({
      name: 'Name is required.',
      price: 'Price (EGP) must be an amount in EGP of 0 or more, with at most two decimals.',
      segmentations: 'Segmentations must be a whole number of 1 or more.',
    });
    plans.editor.deleteClicked(plans.plans[1]!);
    await plans.editor.confirmation.confirmed();
    expect(api.calls).toContain('delete 2');
    expect(lastToast()?.message).toBe(serverAdminMessagesEn.planHasSubscriptions('Pro', 1));
    expect(plans.plans).toHaveLength(2);
  });
});
