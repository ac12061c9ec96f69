import { AdminAiApi } from '../../../../src/application/admin/ai/AdminAiApi';
import { FakeAdminAiApi, aiPlan, aiSubscription } from '../../../application/support/fakes/FakeAdminAiApi';
import { sectionContainer } from '../shared/sectionsTestKit';

/** A container wired as the SPA's around the back office's AI port: two plans, Mona's subscription #9 to Pro (20 of 25 segmentations used), no scans. */
export function aiContainer() {
  const api = new FakeAdminAiApi();
  api.planRows.set(1, aiPlan('Light Package')).set(2, aiPlan('Pro'));
  api.subscriptionRows = [aiSubscription(9, 2)];
  return { ...sectionContainer(AdminAiApi, api), api };
}
