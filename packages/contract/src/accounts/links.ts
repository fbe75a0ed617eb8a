/**
 * The pages an emailed link opens, each followed by the link's key: `${path}${key}/`. The key is
 * the whole secret (a reset key sets the password), so logs keep none of these paths whole.
 */
export const EMAILED_LINK_PATHS = {
  resetPassword: '/reset-password/',
  signUpConfirm: '/sign-up/confirm/',
  changeEmailConfirm: '/change-email/confirm/',
} as const;

/** The path of an emailed link to `page` with its key. */
export const emailedLinkPath = (page: keyof typeof EMAILED_LINK_PATHS, key: string) => `${EMAILED_LINK_PATHS[page]}${key}/`;
