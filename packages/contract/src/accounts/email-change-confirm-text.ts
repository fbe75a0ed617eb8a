import { PRODUCT } from '../messages';

/** The page an email change's link opens. Apart from Account Settings' texts, which need none of it. */
export const EMAIL_CHANGE_CONFIRM_TEXT = {
  title: 'Confirm your new email address',
  intro: `One click and this becomes the address you log in to ${PRODUCT} with.`,
  button: 'Use this email address',
  busy: 'Updating…',
  linkInvalid: 'This email change link has expired or has already been used. Please change your email again in Account Settings.',
} as const;
