import { redirect } from 'react-router';

/** /login/signup (spec: child 'signup' of /login): sign-up is the parents' registration form. */
export function signupLoader(): Response {
  return redirect('/registration-parents');
}
