import type {
  changePasswordBodySchema,
  forgotByPhoneBodySchema,
  loginBodySchema,
  registerBodySchema,
  registerMobileBodySchema,
  resetPasswordBodySchema,
} from '@suerte/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import { changePassword, forgotByPhone, resetPassword } from './passwords';
import { registerByMobile, registerByUsername } from './register';
import { login } from './session';

/** What a server schema accepts as input (zod keeps it on the schema's type). */
type Accepted<S extends { _zod: { input: unknown } }> = S['_zod']['input'];

// Checked by the type checker (npm run typecheck): a body the web declares apart from the server's schema
// (as the forgot-by-phone body once was: dialing code and confirmation required, Firebase token missing)
// fails here.
describe('the identity calls take exactly the bodies the server accepts', () => {
  it('passwords', () => {
    expectTypeOf(changePassword).parameter(0).toEqualTypeOf<Accepted<typeof changePasswordBodySchema>>();
    expectTypeOf(forgotByPhone).parameter(0).toEqualTypeOf<Accepted<typeof forgotByPhoneBodySchema>>();
    expectTypeOf(resetPassword).parameter(0).toEqualTypeOf<Accepted<typeof resetPasswordBodySchema>>();
  });

  it('login and registration', () => {
    expectTypeOf(login).parameter(0).toEqualTypeOf<Accepted<typeof loginBodySchema>>();
    expectTypeOf(registerByUsername).parameter(0).toEqualTypeOf<Accepted<typeof registerBodySchema>>();
    expectTypeOf(registerByMobile).parameter(0).toEqualTypeOf<Accepted<typeof registerMobileBodySchema>>();
  });
});
