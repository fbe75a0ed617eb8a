/**
 * Account Settings' texts (001: email, password, Facebook sharing, account deletion). Apart from
 * AUTH_TEXT so the log-in and sign-up pages' code does not carry them.
 */
export const ACCOUNT_SETTINGS_TEXT = {
  settingsTitle: 'Account Settings',
  changeEmailTitle: 'Change Email',
  newEmail: 'New email',
  confirmEmail: 'Confirm new email',
  emailsDoNotMatch: 'Emails do not match.',
  emailUpdated: 'Email address has been updated',
  emailChangeFailure: 'Error changing email address. Please try again',
  emailTaken: 'That email address is already in use.',
  emailUnchanged: 'That is already your email address.',
  emailChangeSent: 'Check your new mailbox to confirm the change',
  emailChangeCheckMail: (email: string, hours: number) =>
    `Check your email: we sent a link to ${email}. Open it within ${hours} hours to start using that address; until then your email stays as it is.`,
  changePasswordTitle: 'Change Password',
  currentPassword: 'Current password',
  currentPasswordWrong: 'Your current password is not correct.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordsDoNotMatchInline: 'Passwords do not match.',
  passwordUpdated: 'Password has been updated',
  passwordChangeFailure: 'Error changing password. Please try again.',
  socialNoCredentials: 'Your account is connected through Facebook, so its email and password are managed there.',
  facebookShareTitle: 'Facebook Sharing',
  facebookShareLabel: 'Share what I listen to on Facebook',
  facebookSettingUpdated: 'Your Facebook setting has been updated',
  facebookSettingFailure: 'Error updating your Facebook setting. Please try again.',
  deleteTitle: 'Delete Account',
  deleteConfirmTitle: 'Delete Account?',
  deleteConfirmText: 'This removes your account, favorites, history, ratings and channels for good. It cannot be undone.',
  deleteConfirm: 'Delete my account',
  deleteDone: 'Your account has been deleted',
  deleteFailure: 'There was an error deleting your account. Please try again.',
} as const;
