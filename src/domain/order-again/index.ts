export {
  type OrderAgainLine,
  type OrderAgainRefusal,
  type OrderAgainOutcome,
  type OrderAgainAddition,
  type OrderAgainPlan,
  canOrderAgain,
  orderLineAgain,
  orderAgain,
} from './OrderAgain';
