import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../auth/user-accounts.js';

/** The sign-in form's fields (url-encoded). Lengths beyond any account's are refused before a hash is computed. */
export const signInFormSchema = z.object({
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

export type SignInForm = z.infer<typeof signInFormSchema>;

/** The second step's field: a 6-digit TOTP code or a recovery code (spaces and dashes allowed). */
export const codeFormSchema = z.object({
  code: z.string().trim().min(1).max(64),
});

/** The same words for an unknown user and a wrong password: the page must not tell which. */
export const SIGN_IN_FAILED_MESSAGE = 'Wrong username or password.';
export const SIGN_IN_INCOMPLETE_MESSAGE = 'Enter your username and password.';

export const CODE_MISSING_MESSAGE = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const CODE_WRONG_MESSAGE =
  'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your unused recovery codes.';
export const CODE_REUSED_MESSAGE = 'That code was already used. Wait until your authenticator app shows a new code, then enter it.';
export const SECOND_STEP_EXPIRED_MESSAGE = 'Your sign-in took too long. Enter your username and password again.';
export const SSO_FAILED_MESSAGE = 'Single sign-on did not succeed. Try again, or sign in with your username and password.';
