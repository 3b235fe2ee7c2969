import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../auth/user-accounts.js';

/** The sign-in form's fields (url-encoded). Lengths beyond any account's are refused before a hash is computed. */
export const signInFormSchema = z.object({
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

export type SignInForm = z.infer<typeof signInFormSchema>;

/** The same words for an unknown user and a wrong password: the page must not tell which. */
export const SIGN_IN_FAILED_MESSAGE = 'Wrong username or password.';
export const SIGN_IN_INCOMPLETE_MESSAGE = 'Enter your username and password.';
