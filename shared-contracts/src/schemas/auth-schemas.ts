import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 10;

const email = z.string().trim().min(1, 'Please enter your email').email('Please enter a valid email');
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(72, 'Use at most 72 characters');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, 'Please fill in the name').max(100, 'Use at most 100 characters'),
    email,
    password: newPassword,
    passwordConfirm: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'The passwords do not match',
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPassword, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'The passwords do not match',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
