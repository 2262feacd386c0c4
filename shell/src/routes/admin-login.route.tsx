import { SignInForm } from '../features/auth/components/sign-in-form';

export { authFormLoader as loader } from '../features/auth/components/auth-form';

export function Component() {
  return <SignInForm collection="staff" />;
}
