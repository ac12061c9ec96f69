import { z } from 'zod';
import { SignIn } from '../../application/accounts/SignIn';
import { SignUp } from '../../application/accounts/SignUp';
import { AccountMessages } from '../../application/accounts/AccountMessages';
import { PasswordResetMessages } from '../../application/accounts/PasswordResetMessages';
import { RequestPasswordReset } from '../../application/accounts/RequestPasswordReset';
import { ResetPassword } from '../../application/accounts/ResetPassword';
import { sendAfterCommit } from '../../application/mail/sendAfterCommit';
import { PasswordResetsRepository } from '../../adapters/db/PasswordResetsRepository';
import { UserAccountsRepository } from '../../adapters/db/UserAccountsRepository';
import { HttpError, badRequest, unauthorized } from '../HttpError';
import { errorResponses } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';

const text = (max: number) => z.string().max(max);

const signupBody = z.object({
  first_name: text(100),
  middle_name: text(100).default(''),
  last_name: text(100),
  email: text(254),
  /** Carries the raw password (SPEC §3); it is hashed on arrival and never stored as sent. */
  password_hash: text(200),
  role: z.string().max(20).optional(),
  address: text(500).default(''),
  city: text(100).default(''),
  state: text(100).default(''),
  country: text(100).default('Egypt'),
  phone: text(40),
});

const signinBody = z.object({ email: text(254), password_hash: text(200) });

const forgotPasswordBody = z.object({ email: text(254) });

const resetPasswordBody = z.object({
  email: text(254),
  /** The six digits from the e-mail. */
  code: text(20),
  /** The raw new password (unlike signup's `password_hash`, the name says what it carries). */
  new_password: text(200),
});

const userOnLogin = z.object({
  role: z.enum(['User', 'Admin', 'Sales']),
  token: z.string(),
  email: z.string(),
  user_id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  city: z.string(),
  country: z.string(),
  address: z.string(),
  postal_code: z.string(),
  state: z.string(),
  phone: z.string(),
  created_at: z.string(),
});

/** The token checks accept the bare token text, a JSON string, or `{ "token": ... }`. */
const tokenBody = z.union([z.string().max(4096), z.object({ token: z.string().max(4096) })]).nullish();
const tokenOf = (body: z.infer<typeof tokenBody>): string => (typeof body === 'string' ? body : (body?.token ?? ''));

export function userRoutes(app: ZodApp, context: ServerContext): void {
  const accounts = new UserAccountsRepository(context.db);
  const signUp = new SignUp(accounts, context.passwords);
  const signIn = new SignIn(accounts, context.passwords, context.tokens);
  const resets = new PasswordResetsRepository(context.db);
  const requestPasswordReset = new RequestPasswordReset(accounts, resets);
  const resetPassword = new ResetPassword(accounts, resets, context.passwords);

  app.post(
    '/user/signup',
    {
      schema: {
        tags: ['user'],
        summary: 'Create a customer account (role is always User)',
        body: signupBody,
        response: { 201: z.object({ message: z.string(), user_id: z.number().int(), email: z.string() }), ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await signUp.execute({
        firstName: body.first_name,
        middleName: body.middle_name,
        lastName: body.last_name,
        email: body.email,
        password: body.password_hash,
        phone: body.phone,
        address: body.address,
        city: body.city,
        state: body.state,
        language: request.language,
      });
      if (!result.ok) throw new HttpError(result.error.code === 'email_taken' ? 409 : 400, result.error.code, result.error.message);
      return reply.status(201).send({ message: AccountMessages.signedUp(request.language), user_id: result.value.id, email: result.value.email });
    },
  );

  app.post(
    '/user/signin',
    { schema: { tags: ['user'], summary: 'Sign in with e-mail and password', body: signinBody, response: { 200: userOnLogin, ...errorResponses(400, 401) } } },
    async (request) => {
      const result = await signIn.execute(request.body.email, request.body.password_hash, context.now(), request.language);
      if (!result.ok) throw unauthorized(result.error.message, result.error.code);
      const { account, token } = result.value;
      return {
        role: account.role,
        token,
        email: account.email,
        user_id: account.id,
        first_name: account.firstName,
        middle_name: account.middleName,
        last_name: account.lastName,
        city: account.city,
        country: account.country,
        address: account.address,
        postal_code: account.postalCode,
        state: account.state,
        phone: account.phone,
        created_at: account.createdAt.toISOString(),
      };
    },
  );

  app.post(
    '/user/validateToken',
    {
      schema: {
        tags: ['user'],
        summary: 'Check a token: 200 when genuine and unexpired, 401 otherwise',
        body: tokenBody,
        response: { 200: z.object({ valid: z.literal(true), user_id: z.number().int(), role: z.string() }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const claims = await context.tokens.verify(tokenOf(request.body), context.now());
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
        body: tokenBody,
        response: { 200: z.object({ valid: z.boolean(), expires_at: z.string().nullable() }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const claims = await context.tokens.verify(tokenOf(request.body), context.now());
      return { valid: claims !== null, expires_at: claims ? claims.expiresAt.toISOString() : null };
    },
  );

  app.post(
    '/user/forgot-password',
    {
      schema: {
        tags: ['user'],
        summary: 'E-mail a 6-digit reset code (valid 15 minutes, 5 tries); the same answer whether or not the e-mail has an account',
        body: forgotPasswordBody,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const result = await requestPasswordReset.execute(request.body.email, context.now(), request.language);
      if (!result.ok) throw badRequest(result.error.message, result.error.code);
      await sendAfterCommit(context.mailer, result.value.mail, request.log);
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
        body: resetPasswordBody,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email, code, new_password: newPassword } = request.body;
      const result = await resetPassword.execute(email, code, newPassword, context.now(), request.language);
      if (!result.ok) throw badRequest(result.error.message, result.error.code);
      await sendAfterCommit(context.mailer, result.value.mail, request.log);
      return { message: PasswordResetMessages.passwordReset(request.language) };
    },
  );
}
