import { AdminAiPlanJson, aiPlanFieldsJsonOf, type AdminAiSubscriptionJson, type AdminScanJson } from '@tiara/contract/staff/aiJson';
import { AiPlanFieldsJson, AiSubscriptionQueryJson, NewAiPlanJson, ScanQueryJson } from '@tiara/contract/staff/aiRequestJson';
import type { AdminPlan, AdminScan, AdminSubscription } from '../../../adapters/db/admin/AdminAiRepository';
import { documented } from '../../documented';
import { arabic, idQuery, iso, isoOrNull, readAs } from './adminSchemas';

/** TiaraAI in the back office (src/contract/staff/aiJson.ts). */

const arabicWords = 'Null: none, the English is shown';

export const planJson = documented(AdminAiPlanJson, { price: 'EGP', name_ar: arabicWords, description_ar: arabicWords, period_label_ar: arabicWords });

export function planToJson(plan: AdminPlan): AdminAiPlanJson {
  return {
    id: plan.id,
    ...aiPlanFieldsJsonOf(plan),
    active_subscriptions: plan.activeSubscriptions,
    subscriptions: plan.subscriptions,
  };
}

export function subscriptionToJson(subscription: AdminSubscription): AdminAiSubscriptionJson {
  return {
    id: subscription.id,
    user: { id: subscription.userId, name: subscription.userName, email: subscription.userEmail },
    plan: { id: subscription.planId, name: subscription.planName },
    order_id: subscription.orderId,
    status: subscription.status,
    segmentations_allowed: subscription.segmentationsAllowed,
    segmentations_used: subscription.segmentationsUsed,
    segmentations_remaining: Math.max(0, subscription.segmentationsAllowed - subscription.segmentationsUsed),
    scan_count: subscription.scanCount,
    activated_at: isoOrNull(subscription.activatedAt),
    created_at: iso(subscription.createdAt),
  };
}

export function scanToJson(scan: AdminScan): AdminScanJson {
  return {
    id: scan.id,
    user: { id: scan.userId, email: scan.userEmail },
    subscription_id: scan.subscriptionId,
    file_name: scan.fileName,
    size_bytes: scan.sizeBytes,
    format: scan.format,
    status: scan.status,
    summary: scan.summary,
    result_links: scan.resultLinks,
    error: scan.error,
    created_at: iso(scan.createdAt),
    finished_at: isoOrNull(scan.finishedAt),
  };
}

const { shape: plan } = AiPlanFieldsJson;

export const planFields = () =>
  documented(readAs(AiPlanFieldsJson, { name_ar: arabic(plan.name_ar), description_ar: arabic(plan.description_ar), period_label_ar: arabic(plan.period_label_ar) }), { price: 'EGP' });

const { shape: newPlan } = NewAiPlanJson;

export const newPlanBody = () =>
  documented(readAs(NewAiPlanJson, { name_ar: arabic(newPlan.name_ar), description_ar: arabic(newPlan.description_ar), period_label_ar: arabic(newPlan.period_label_ar) }), { price: 'EGP' });

const { shape: subscriptionQueryFields } = AiSubscriptionQueryJson;

export const subscriptionQuery = () =>
  readAs(documented(AiSubscriptionQueryJson, { search: "Part of the customer's name or e-mail" }), {
    user_id: idQuery(subscriptionQueryFields.user_id),
    plan_id: idQuery(subscriptionQueryFields.plan_id),
  }).shape;

export const scanQuery = () =>
  readAs(documented(ScanQueryJson, { search: "Part of the file name or the customer's e-mail" }), {
    user_id: idQuery(ScanQueryJson.shape.user_id),
    subscription_id: idQuery(ScanQueryJson.shape.subscription_id),
  }).shape;
