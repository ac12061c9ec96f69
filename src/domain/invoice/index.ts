export * from './Invoiceable';
export * from './InvoiceFigures';
export * from './InvoiceNumber';
export * from './SellerDetails';
