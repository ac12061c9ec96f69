import { describe, expect, it } from 'vitest';
import { trainingMessagesEn } from '../../../../src/locales/shop/en/trainingMessagesEn';

describe('dental training texts, character for character from SPEC', () => {
  it.each([
    ['choosePackage', 'Choose a Package:'],
    ['registerNow', 'Register Now'],
    ['registered', 'Registered'],
    ['alreadyRegistered', 'Already Registered'],
    ['multiDay', 'Multi-day'],
    ['unlimitedSpots', 'Unlimited spots'],
    ['empty', 'No dental training programs available.'],
    ['loadFailed', 'Failed to load dental trainings.'],
    ['selectPackage', 'Please select a package before registering.'],
    ['signInToRegister', 'Please sign in to register for dental training. You will be redirected to the login page.'],
  ] as const)('%s is %j', (key, text) => {
    expect(trainingMessagesEn[key]).toBe(text);
  });

  it('fills in the number of spots', () => {
    expect(trainingMessagesEn.spotsAvailable(15)).toBe('15 spots available');
  });

  it('names a package with its price', () => {
    expect(trainingMessagesEn.packageLabel('Lecture only', '2,500 EGP')).toBe('Lecture only - 2,500 EGP');
  });
});
