/** The cart's texts, SPEC's words character for character. */
export const cartMessagesEn = {
  stockLimit: 'Stock limit reached!',
  empty: 'Your cart is empty',
  startShopping: 'Start Shopping',
  checkoutEmpty: 'Your cart is empty. Please add items before proceeding to checkout.',
};
