/** Account Settings' words around the ways to log in that the contract's AUTH_TEXT leaves out (the server's refusals are there). */
export const CONNECTED_LOG_INS_TEXT = {
  title: 'Ways to log in',
  intro: 'Log in with any of these: your ratings, bans and favorites are the same whichever you use.',
  emailAndPassword: 'Email and password',
  facebook: 'Facebook',
  notSetUp: 'None',
  connected: 'Connected',
  notConnected: 'Not connected',
  connect: 'Connect Facebook',
  connecting: 'Connecting…',
  disconnect: 'Disconnect Facebook',
  connectedToast: 'Facebook is connected: log in with it or with your email from now on.',
  disconnectTitle: 'Disconnect Facebook?',
  disconnectMessage:
    'You will log in with your email and password only. Logging in with Facebook after this makes a new, separate account.',
  disconnectedToast: 'Facebook is disconnected. Log in with your email and password.',
  disconnectFailure: 'Could not disconnect Facebook. Please try again.',
} as const;
