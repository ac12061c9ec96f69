import type { SignUpJson, SignedInUserJson, TokenBodyJson } from '@tiara/contract/userJson';
import type { Language } from '@tiara/domain/language';
import type { SignUpInput } from '../../application/accounts/SignUp';
import type { SignedIn } from '../../application/accounts/SignIn';

/** The signup body as the use case takes it, its defaults filled in; the account's role and country are the shop's (SignUp), whatever the body says. */
export function signUpInputOf(body: Required<Omit<SignUpJson, 'role'>>, language: Language): SignUpInput {
  return {
    firstName: body.first_name,
    middleName: body.middle_name,
    lastName: body.last_name,
    email: body.email,
    password: body.password_hash,
    phone: body.phone,
    address: body.address,
    city: body.city,
    state: body.state,
    language,
  };
}

export function signedInUserToJson({ account, token }: SignedIn): SignedInUserJson {
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
}

/** The token a check was sent: the bare text, or the `token` of an object; none is the empty token. */
export function tokenOf(body: TokenBodyJson): string {
  return typeof body === 'string' ? body : (body?.token ?? '');
}
