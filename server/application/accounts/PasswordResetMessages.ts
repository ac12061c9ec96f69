import { RESET_CODE_MAX_TRIES, RESET_CODE_VALID_MINUTES } from './ResetCodes';

/** The texts the password-reset endpoints answer with. */
export const PasswordResetMessages = {
  /** The same answer whether or not the e-mail has an account, so the endpoint reveals no accounts. */
  codeSent: 'If an account exists for this e-mail, a reset code has been sent.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  noCode: 'This reset code is not valid. Please request a new code.',
  expired: `This reset code has expired (codes are valid for ${RESET_CODE_VALID_MINUTES} minutes). Please request a new code.`,
  used: 'This reset code has already been used. Please request a new code.',
  tooManyTries: `This reset code was entered wrongly ${RESET_CODE_MAX_TRIES} times and no longer works. Please request a new code.`,
  wrongCode: (triesLeft: number) =>
    triesLeft > 0
      ? `The reset code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : `The reset code is not correct, and it no longer works after ${RESET_CODE_MAX_TRIES} wrong tries. Please request a new code.`,
} as const;
