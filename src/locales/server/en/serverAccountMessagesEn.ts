/** The texts the account endpoints answer with; the SPA shows its own wording of SPEC §8 around them. */
export const serverAccountMessagesEn = {
  emailTaken: 'Email already exists. Please use a different email.',
  invalidCredentials: 'Invalid email or password.',
  passwordTooShort: 'Password must be at least 8 characters',
  invalidEmail: 'Please enter a valid email address',
  nameRequired: 'First and last name are required',
  signedUp: 'Account created successfully',
  signedIn: 'Login successful',
  invalidToken: 'Session expired. Please log in again.',
} as const;
