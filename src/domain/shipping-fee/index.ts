export * from './Governorates';
export * from './ShippingFeeTable';
