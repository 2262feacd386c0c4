import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 10;

/* Messages are translation keys of the `common` namespace; forms show them through `t()`. */
const email = z.string().trim().min(1, 'common:validation.emailRequired').email('common:validation.emailInvalid');
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'common:validation.passwordShort')
  .max(72, 'common:validation.passwordLong');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'common:validation.passwordRequired'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, 'common:validation.address.name').max(100, 'common:validation.tooLong100'),
    email,
    password: newPassword,
    passwordConfirm: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'common:validation.passwordsDiffer',
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPassword, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'common:validation.passwordsDiffer',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
