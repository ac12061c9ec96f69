export * from './CreditNoteFigures';
export * from './CreditNoteNumber';
