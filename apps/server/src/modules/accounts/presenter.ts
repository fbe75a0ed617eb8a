import type { ChangeResponse, LogInResponse, SignUpResponse, UserStats } from '@earshot/contract';
import type { UserRecord } from './repo';

/** The only place account JSON is shaped. */
export function presentLogIn(result: { userId: string } | { error: string }): LogInResponse {
  return 'userId' in result
    ? { is_valid: true, user: { unique_id: result.userId }, error: null }
    : { is_valid: false, user: null, error: result.error };
}

/** The form's answer: valid means a mail is on its way, whichever mail it is. */
export function presentSignUpRequest(problems: string[]): SignUpResponse {
  return { is_valid: problems.length === 0, user: null, errors: problems, pending: problems.length === 0 };
}

export function presentSignUpConfirm(result: { userId: string } | { errors: string[] }): SignUpResponse {
  return 'userId' in result
    ? { is_valid: true, user: { unique_id: result.userId }, errors: [], pending: false }
    : { is_valid: false, user: null, errors: result.errors, pending: false };
}

/** Change email / password: a failure's `error` is a JSON string `{"__all__": [messages]}` (spec 001 section 7). */
export function presentChange(problem: string | null): ChangeResponse {
  return problem === null ? { success: true } : { success: false, error: JSON.stringify({ __all__: [problem] }) };
}

export function presentUserStats(user: UserRecord | null | undefined): UserStats {
  if (!user) {
    return {
      is_authenticated: false, unique_id: null, email: null, u_by: null, u_gen: null, zipcode: null,
      facebook_user: false, facebook_share: false,
    };
  }
  return {
    is_authenticated: true,
    unique_id: user.id,
    email: user.email,
    u_by: user.birth_year,
    u_gen: user.gender === 'M' || user.gender === 'F' ? user.gender : null,
    zipcode: user.zipcode,
    facebook_user: user.facebook_id !== null,
    facebook_share: user.facebook_share === 1,
  };
}
