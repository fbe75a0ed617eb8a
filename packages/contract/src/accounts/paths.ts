/** Account call paths (spec section 7 and ARCHITECTURE.md section 4); the server registers exactly these. */
export const ACCOUNT_PATHS = {
  logIn: '/listener/dj-login/2014/',
  signUp: '/listener/dj-signup/2014/',
  /** The link emailed after the sign-up form: it creates the account and logs in. */
  signUpConfirm: '/listener/dj-signup/confirm/',
  socialLogIn: '/listener/fb-login/',
  logOut: '/listener/all-logout/',
  resetRequest: '/listener/dj-reset/',
  recover: (key: string) => `/listener/dj-recover/${encodeURIComponent(key)}/`,
  changeEmail: '/listener/dj-changeemail/',
  /** The link emailed to the new address after the change-email form: the change happens here. */
  changeEmailConfirm: '/listener/dj-changeemail/confirm/',
  changePassword: '/listener/dj-changepassword/',
  settings: '/listener/dj-settings/',
  deleteAccount: '/listener/dj-deleteaccount/',
  userStats: '/listener/user-stats/',
  demographics: '/listener/demographics/',
} as const;

/** The legacy calls answer JSON only when asked with `?json=true`. */
export const JSON_QUERY = '?json=true';
