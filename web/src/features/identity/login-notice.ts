/**
 * What a page that ends at the sign-in page leaves for it in the router's location state: a message to show
 * above the form (a new password, an activated account) and the e-mail to fill in. Location state is not
 * part of the address, so a reload or a shared link never repeats it.
 */
export interface LoginNotice {
  notice: string;
  email?: string | null;
}

export function loginNoticeOf(state: unknown): LoginNotice | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const s = state as Partial<LoginNotice>;
  if (typeof s.notice !== 'string' || s.notice === '') return undefined;
  return { notice: s.notice, email: typeof s.email === 'string' ? s.email : undefined };
}
