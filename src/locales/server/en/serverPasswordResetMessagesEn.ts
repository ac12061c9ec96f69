/** The texts the password-reset endpoints answer with. */
export const serverPasswordResetMessagesEn = {
  /** The same answer whether or not the e-mail has an account, so the endpoint reveals no accounts. */
  codeSent: 'If an account exists for this e-mail, a reset code has been sent.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  noCode: 'This reset code is not valid. Please request a new code.',
  expired: (validMinutes: number): string => `This reset code has expired (codes are valid for ${validMinutes} minutes). Please request a new code.`,
  used: 'This reset code has already been used. Please request a new code.',
  tooManyTries: (maxTries: number): string => `This reset code was entered wrongly ${maxTries} times and no longer works. Please request a new code.`,
  wrongCode: (triesLeft: number, maxTries: number): string =>
    triesLeft > 0
      ? `The reset code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : `The reset code is not correct, and it no longer works after ${maxTries} wrong tries. Please request a new code.`,
} as const;
