import { AUTH_TEXT, FACEBOOK_CONNECT_TEXT } from '@earshot/contract';
import type { Config } from '../../config';
import { AppError, errors } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { AuthLimits } from './limits';
import type { AccountRepo } from './repo';
import type { SocialLogIn } from './service';
import { verifySignedRequest } from './social';

/**
 * One account for every way in (issue 27): a logged-in listener connects a Facebook identity to
 * their account, after which a Facebook log-in lands in it (the same ratings, bans and favorites),
 * and disconnects it while the email and password remain. Each refusal is a 4xx with its message.
 */
export class FacebookConnectService {
  constructor(
    private readonly repo: AccountRepo,
    private readonly limits: AuthLimits,
    private readonly facebook: Config['facebook'],
    private readonly clock: () => number,
  ) {}

  /** Connecting the identity the account already has is done already, not refused. */
  async connect(session: SessionUser, { userId: facebookId, signedRequest }: SocialLogIn, ip: string): Promise<void> {
    if (!this.facebook) throw new AppError(404, 'social_login_unavailable', AUTH_TEXT.socialUnavailable);
    await this.limits.check('facebook-connection', ip, session.id);
    const now = this.clock();
    if (!verifySignedRequest(signedRequest, this.facebook.secret, facebookId, now)) {
      throw new AppError(400, 'facebook_request_invalid', FACEBOOK_CONNECT_TEXT.failed);
    }
    const outcome = await this.repo.connectFacebook(session.id, facebookId, now);
    if (outcome === 'taken') throw new AppError(409, 'facebook_in_use', FACEBOOK_CONNECT_TEXT.inUse);
    if (outcome === 'other') {
      // Also what an account deleted meanwhile (its session with it) answers: there is nothing to connect.
      if (!(await this.repo.findById(session.id))) throw errors.notLoggedIn();
      throw new AppError(409, 'facebook_other_connected', FACEBOOK_CONNECT_TEXT.otherConnected);
    }
  }

  /** Disconnecting an account with no Facebook identity is done already, not refused. */
  async disconnect(session: SessionUser, ip: string): Promise<void> {
    await this.limits.check('facebook-connection', ip, session.id);
    const user = await this.repo.findById(session.id);
    if (!user) throw errors.notLoggedIn();
    if (user.facebook_id === null) return;
    if (!(await this.repo.disconnectFacebook(user.id, this.clock()))) {
      throw new AppError(409, 'facebook_only_way_in', FACEBOOK_CONNECT_TEXT.onlyWayIn);
    }
  }
}
