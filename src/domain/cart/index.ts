export {
  AI_PLAN_ID_OFFSET,
  TRAINING_ID_OFFSET,
  type CartItemKind,
  cartItemKindOf,
  isSubscriptionKind,
  aiPlanCartId,
  trainingCartId,
  aiPlanIdOf,
  trainingIdOf,
} from './CartItemKind';
export { type CartLine, type CartItem, CartLineLimits, lineKey, isSubscriptionLine, canIncrement, readCartItem, isAllowedQuantity } from './CartLine';
export {
  type Cart,
  type CartOutcome,
  type CartChange,
  emptyCart,
  findLine,
  addToCart,
  incrementLine,
  decrementLine,
  setLineQuantity,
  removeLine,
  clearCart,
  cartItemCount,
  hasSubscriptionItems,
  renameLines,
} from './Cart';
export { needsDelivery, hasPhysicalItems } from './DeliveryNeed';
export { CART_FORMAT_VERSION, MAX_STORED_CART_LENGTH, serializeCart, parseCart } from './CartSerialization';
export { type CartLineNameParts, cartLineName } from './CartLineName';
