import {
  AcceptedTokenJson,
  AccountMessageJson,
  ForgotPasswordJson,
  ResetPasswordJson,
  SignInJson,
  SignUpJson,
  SignedInUserJson,
  SignedUpJson,
  TokenBodyJson,
  TokenExpiryJson,
} from '@tiara/contract/userJson';
import { AccountMessages } from '../../application/accounts/AccountMessages';
import { PasswordResetMessages } from '../../application/accounts/PasswordResetMessages';
import { sendAfterCommit } from '../../application/mail/sendAfterCommit';
import type { ShopServices } from '../../composition/composeShop';
import { HttpError, badRequest, unauthorized } from '../HttpError';
import { errorResponses } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { signUpInputOf, signedInUserToJson, tokenOf } from './userJson';

export function userRoutes(app: ZodApp, { accounts, mailer, now }: ShopServices): void {
  const { tokens, signUp, signIn, requestPasswordReset, resetPassword } = accounts;

  app.post(
    '/user/signup',
    {
      schema: {
        tags: ['user'],
        summary: 'Create a customer account (role is always User)',
        body: SignUpJson,
        response: { 201: SignedUpJson, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const result = await signUp.execute(signUpInputOf(request.body, request.language));
      if (!result.ok) throw new HttpError(result.error.code === 'email_taken' ? 409 : 400, result.error.code, result.error.message);
      return reply.status(201).send({ message: AccountMessages.signedUp(request.language), user_id: result.value.id, email: result.value.email });
    },
  );

  app.post(
    '/user/signin',
    {
      schema: {
        tags: ['user'],
        summary: 'Sign in with e-mail and password',
        description:
          'Success sets a device cookie (HttpOnly, for this route only) that later lets this browser through whatever others guess. 429 with Retry-After for an address that failed too often for the account, or too often in all; an account guessed at from many addresses is answered slowly (a few seconds at most) rather than refused.',
        body: SignInJson,
        response: { 200: SignedInUserJson, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const result = await signIn.execute(request.body.email, request.body.password_hash, now(), request.language);
      if (!result.ok) throw unauthorized(result.error.message, result.error.code);
      return signedInUserToJson(result.value);
    },
  );

  app.post(
    '/user/validateToken',
    {
      schema: {
        tags: ['user'],
        summary: 'Check a token: 200 when genuine and unexpired, 401 otherwise',
        body: TokenBodyJson,
        response: { 200: AcceptedTokenJson, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const claims = await tokens.verify(tokenOf(request.body), now());
      if (!claims) throw unauthorized(AccountMessages.invalidToken, 'invalid_token');
      return { valid: true as const, user_id: claims.userId, role: claims.role };
    },
  );

  app.post(
    '/user/ValidateTokenExpiry',
    {
      schema: {
        tags: ['user'],
        summary: 'Whether a token is still valid, and until when',
        body: TokenBodyJson,
        response: { 200: TokenExpiryJson, ...errorResponses(400) },
      },
    },
    async (request) => {
      const claims = await tokens.verify(tokenOf(request.body), now());
      return { valid: claims !== null, expires_at: claims ? claims.expiresAt.toISOString() : null };
    },
  );

  app.post(
    '/user/forgot-password',
    {
      schema: {
        tags: ['user'],
        summary: 'E-mail a 6-digit reset code (valid 15 minutes, 5 tries); the same answer whether or not the e-mail has an account',
        body: ForgotPasswordJson,
        response: { 200: AccountMessageJson, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const result = await requestPasswordReset.execute(request.body.email, now(), request.language);
      if (!result.ok) throw badRequest(result.error.message, result.error.code);
      await sendAfterCommit(mailer, result.value.mail, request.log);
      return { message: PasswordResetMessages.codeSent(request.language) };
    },
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        tags: ['user'],
        summary: 'Set a new password with the newest reset code sent to the e-mail',
        description:
          'Body: `email`, `code` (the six digits) and `new_password` (the raw password, at least 8 characters). ' +
          'A wrong code answers 400 `wrong_code` with the tries left in the message; an unknown, expired, used or exhausted code answers 400 ' +
          '`invalid_code`, `code_expired`, `code_used` or `too_many_tries`.',
        body: ResetPasswordJson,
        response: { 200: AccountMessageJson, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email, code, new_password: newPassword } = request.body;
      const result = await resetPassword.execute(email, code, newPassword, now(), request.language);
      if (!result.ok) throw badRequest(result.error.message, result.error.code);
      await sendAfterCommit(mailer, result.value.mail, request.log);
      return { message: PasswordResetMessages.passwordReset(request.language) };
    },
  );
}
