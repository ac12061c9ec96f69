/** The paths the guards send people to, and the ones they guard by name (SPEC §2 route table). */
export const Routes = {
  home: '/',
  login: '/login',
  signup: '/signup',
  account: '/account',
  ai: '/ai',
  /** The plans, saying that uploading scans needs one: where a signed-in customer without a plan is sent from the upload. */
  aiPlanNeeded: '/ai?needs=plan',
  /** The plans, shown to a subscriber too (who /ai sends on to the upload), to buy more segmentations. */
  aiPlans: '/ai?view=plans',
  aiScanUpload: '/ai-scan-upload',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminHome: '/admin/dashboard',
  sales: '/sales',
  salesLogin: '/sales/login',
  salesHome: '/sales/orders',
} as const;
