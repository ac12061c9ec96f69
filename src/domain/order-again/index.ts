export {
  type OrderAgainLine,
  type OrderAgainRefusal,
  type OrderAgainOutcome,
  type OrderAgainAddition,
  type OrderAgainPlan,
  orderLineAgain,
  orderAgain,
} from './OrderAgain';
