/** What the invoice and invoice-settings endpoints answer when they cannot do as asked. */
export const serverInvoiceMessagesEn = {
  orderNotFound: (orderId: number): string => `Order #${orderId} was not found.`,
  adminOnly: "Only the order's customer and the shop's admins can have its invoice.",
  notYetInvoiceable: (orderId: number): string => `Order #${orderId} has no invoice yet: an invoice is issued once the order is paid or delivered.`,
  endedUnfulfilled: (orderId: number, status: string): string => `Order #${orderId} is ${status}; cancelled and failed orders get no invoice.`,
  sellerDetailsMissing: "Invoices cannot be issued until the shop's legal name, address and tax registration number are set in the back office.",
  sellerProblems: {
    legal_name_required: 'Please enter the legal name.',
    legal_name_too_long: 'The legal name can be at most 200 characters.',
    legal_name_ar_too_long: 'The Arabic legal name can be at most 200 characters.',
    address_required: 'Please enter the address.',
    address_too_long: 'The address can be at most 500 characters.',
    address_ar_too_long: 'The Arabic address can be at most 500 characters.',
    tax_registration_number_invalid: 'The tax registration number must be 9 digits.',
    commercial_register_invalid: 'The commercial register number can hold at most 30 letters, digits, spaces, slashes and dashes.',
  },
} as const;
