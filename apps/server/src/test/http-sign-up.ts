import { endpointUrl, JSON_ANSWER, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { signUpFields } from './accounts';
import type { HttpVisitor } from './http-visitor';
import { SIGN_UP_LINK, linkInOutbox, signUpKeyIn } from './mail';

/** Signs up over real HTTP as a listener does: the form, then the link of the mail the server wrote to `DATA_DIR/outbox`. */
export async function signUpOverHttp(listener: HttpVisitor, baseUrl: string, dataDir: string): Promise<{ email: string; userId: string }> {
  const fields = signUpFields();
  const form = await (await listener.post(baseUrl, endpointUrl(ACCOUNT_ENDPOINTS.signUp, { query: JSON_ANSWER }), fields)).json();
  if (!form.is_valid) throw new Error(`sign-up refused: ${JSON.stringify(form)}`);
  const link = await linkInOutbox(dataDir, fields.email, SIGN_UP_LINK);
  const account = await (await listener.post(baseUrl, ACCOUNT_ENDPOINTS.signUpConfirm.path, { key: signUpKeyIn(link) ?? '' })).json();
  if (!account.is_valid) throw new Error(`sign-up link refused: ${JSON.stringify(account)}`);
  return { email: fields.email, userId: account.user.unique_id };
}
