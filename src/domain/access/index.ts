export * from './AccessNotice';
export * from './AiGuard';
export * from './GuardDecision';
export * from './Role';
export * from './RouteAccess';
export * from './Routes';
export * from './Session';
export * from './StaffArea';
