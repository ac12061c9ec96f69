/** The dental training listing's texts, character for character from SPEC §2, §5 and §8. */
export const trainingMessagesEn = {
  choosePackage: 'Choose a Package:',
  registerNow: 'Register Now',
  registered: 'Registered',
  alreadyRegistered: 'Already Registered',
  multiDay: 'Multi-day',
  unlimitedSpots: 'Unlimited spots',
  spotsAvailable: (spots: number): string => `${spots} spots available`,
  /** A package as its choice reads: its name, then its price. */
  packageLabel: (name: string, price: string): string => `${name} - ${price}`,
  empty: 'No dental training programs available.',
  loadFailed: 'Failed to load dental trainings.',
  selectPackage: 'Please select a package before registering.',
  signInToRegister: 'Please sign in to register for dental training. You will be redirected to the login page.',
} as const;
