import path from 'node:path';
import { ACCOUNT_PATHS, AUTH_TEXT, JSON_QUERY } from '@earshot/contract';
import { signUpFields } from './accounts';
import type { HttpVisitor } from './http-visitor';
import { newestMail, readOutbox, signUpKeyOf } from './mail';

/**
 * Signs up over real HTTP as a listener does: the form, then the link of the mail the server wrote
 * to `DATA_DIR/outbox` (mail goes out after the answer, so this waits for it).
 */
export async function signUpOverHttp(listener: HttpVisitor, baseUrl: string, dataDir: string): Promise<{ email: string; userId: string }> {
  const fields = signUpFields();
  const form = await (await listener.post(baseUrl, ACCOUNT_PATHS.signUp + JSON_QUERY, fields)).json();
  if (!form.is_valid) throw new Error(`sign-up refused: ${JSON.stringify(form)}`);
  const deadline = Date.now() + 10_000;
  let key: string | null = null;
  while (!key) {
    if (Date.now() > deadline) throw new Error(`no sign-up mail to ${fields.email}`);
    await new Promise((r) => setTimeout(r, 50));
    key = signUpKeyOf(newestMail(await readOutbox(path.join(dataDir, 'outbox')), fields.email, AUTH_TEXT.signUpEmailSubject));
  }
  const account = await (await listener.post(baseUrl, ACCOUNT_PATHS.signUpConfirm, { key })).json();
  if (!account.is_valid) throw new Error(`sign-up link refused: ${JSON.stringify(account)}`);
  return { email: fields.email, userId: account.user.unique_id };
}
