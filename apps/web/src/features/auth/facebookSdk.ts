import type { ACCOUNT_ENDPOINTS, EndpointInput } from '@earshot/contract';
/** The Facebook JS SDK, loaded only when a visitor clicks the social log-in button. */
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
const SDK_TIMEOUT_MS = 10_000;

export interface FacebookAuthResponse {
  accessToken: string;
  userID: string;
  expiresIn: number;
  signedRequest: string;
  graphDomain?: string;
  data_access_expiration_time?: number;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: { authResponse?: FacebookAuthResponse | null }) => void, options: { scope: string }): void;
  logout(callback?: () => void): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

let loading: Promise<FacebookSdk> | null = null;

function loadSdk(appId: string): Promise<FacebookSdk> {
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Facebook did not load')), SDK_TIMEOUT_MS);
    window.fbAsyncInit = () => {
      clearTimeout(timer);
      const fb = window.FB;
      if (!fb) return reject(new Error('Facebook did not load'));
      fb.init({ appId, version: 'v21.0', cookie: false, xfbml: false });
      resolve(fb);
    };
    const script = document.createElement('script');
    script.src = FACEBOOK_SDK_URL;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Facebook did not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Opens Facebook's log-in dialog; resolves with its auth response, or null if the visitor cancelled. */
export async function facebookLogIn(appId: string): Promise<FacebookAuthResponse | null> {
  const fb = await loadSdk(appId);
  return new Promise((resolve) => fb.login((response) => resolve(response.authResponse ?? null), { scope: 'email' }));
}

export type SocialLogInFields = EndpointInput<typeof ACCOUNT_ENDPOINTS.socialLogIn>['body'];

/** The form fields of POST /listener/fb-login/ (spec: e, v=6, authResponse[...]). */
export function socialLogInFields(auth: FacebookAuthResponse): SocialLogInFields {
  const fields: Record<string, string> = { e: String(auth.data_access_expiration_time ?? ''), v: '6' };
  for (const [key, value] of Object.entries(auth)) {
    if (value !== undefined && value !== null) fields[`authResponse[${key}]`] = String(value);
  }
  // Every answer of the SDK's log-in carries userID and signedRequest; the server checks them all the same.
  return fields as SocialLogInFields;
}
