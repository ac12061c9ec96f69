/** The paths the guards send people to, and the ones they guard by name (SPEC §2 route table). */
export const Routes = {
  home: '/',
  login: '/login',
  signup: '/signup',
  account: '/account',
  ai: '/ai',
  aiScanUpload: '/ai-scan-upload',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminHome: '/admin/dashboard',
  sales: '/sales',
  salesLogin: '/sales/login',
  salesHome: '/sales/orders',
} as const;
