export * from './StoreCreditLedger';
export * from './StoreCreditUse';
