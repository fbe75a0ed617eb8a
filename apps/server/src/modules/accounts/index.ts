import type { Config } from '../../config';
import type { Db } from '../../db';
import type { RateLimiter } from '../../http/rate-limit';
import type { EventLog } from '../../metrics/events';
import type { BackgroundTasks } from '../../tasks';
import { demographicsRoutes } from './demographics/routes';
import { DemographicsService } from './demographics/service';
import type { Mailer } from './mail/mailer';
import { EmailChangeService } from './email-change';
import { EmailChangeRequestRepo } from './email-change-repo';
import { FacebookConnectService } from './facebook-connect';
import { facebookConnectRoutes } from './facebook-connect-routes';
import { AuthLimits } from './limits';
import { AccountRepo } from './repo';
import { ResetService } from './reset';
import { authRoutes } from './routes';
import { AccountService } from './service';
import { SessionRepo } from './session-repo';
import { SignUpService } from './sign-up';
import { SignUpRequestRepo } from './sign-up-repo';
import { type ListeningData, SettingsService } from './settings';
import { settingsRoutes } from './settings-routes';

export { SessionRepo };
export { accountOf, lockAccount } from './portable';
export { ACCOUNT_MAIL_TEXT } from './mail-text';
export { type MailMessage, type Mailer, createMailer } from './mail/mailer';

export interface AccountsDeps {
  config: Config;
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  tasks: BackgroundTasks;
  listening: ListeningData;
  clock: () => number;
  /** Sign-ups are logged and counted. */
  events: EventLog;
}

/** Wires the accounts module: its services and its routes (sign-up, log-in, settings, demographics). */
export function createAccounts({ config, db, limiter, mailer, tasks, listening, clock, events }: AccountsDeps) {
  const repo = new AccountRepo(db);
  const limits = new AuthLimits(limiter);
  const accounts = new AccountService(repo, limits, config.facebook, clock);
  const reset = new ResetService({ repo, limits, mailer, tasks, publicUrl: config.publicUrl, clock });
  const signUp = new SignUpService({
    users: repo, requests: new SignUpRequestRepo(db), limits, mailer, tasks, publicUrl: config.publicUrl, clock,
  });
  const emailChange = new EmailChangeService({
    users: repo, requests: new EmailChangeRequestRepo(db), limits, mailer, tasks, publicUrl: config.publicUrl, clock,
  });
  const settings = new SettingsService(repo, limits, listening, clock);
  const facebook = new FacebookConnectService(repo, limits, config.facebook, clock);
  const demographics = new DemographicsService((userId) => accounts.zipcodeOf(userId));
  return {
    accounts,
    routes: [
      ...authRoutes(accounts, signUp, events),
      ...settingsRoutes(reset, settings, emailChange),
      ...facebookConnectRoutes(facebook),
      ...demographicsRoutes(demographics),
    ],
  };
}
