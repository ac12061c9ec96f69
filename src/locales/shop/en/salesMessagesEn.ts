import { Brand } from '@tiara/domain/brand';

/** The sales desk's texts (issue 8 item 5); the order tables themselves share the back office's wording. */
export const salesMessagesEn = {
  areaTitle: `${Brand.name} Sales`,
  navigationLabel: 'Sales sections',
  orders: 'Orders',
  logout: 'Logout',
  signedInAs: 'Signed in as',
  loggedOut: 'You have been logged out.',
  sessionEnded: 'Your sales session has ended. Please log in again.',
  login: {
    title: 'Sales Login',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    emailRequired: 'Please enter your email.',
    passwordRequired: 'Please enter your password.',
    wrongRole: 'This account does not have sales access.',
    invalidCredentials: 'Invalid email or password.',
    welcome: 'Welcome back!',
  },
  fulfilmentHint: 'Mark orders Shipped when they leave and Delivered when they arrive.',
} as const;
