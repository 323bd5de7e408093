/** Typed failures of the auth layer that the screens react to. */
import { t } from '../texts/login-t';

/** Spec 4: the server answered sms_key without a token; the SMS dialog opens and login is resent. */
export class SmsRequiredError extends Error {
  override name = 'SmsRequiredError';

  constructor(
    readonly sms_key: string,
    readonly phone_mask: string,
    readonly sms_expires_in: number | null,
  ) {
    super(t('sms.title'));
  }
}

/** Spec 5: the login is the current user's or is already in the linked-accounts list. */
export class AccountAlreadyAddedError extends Error {
  override name = 'AccountAlreadyAddedError';

  constructor() {
    super(t('accounts.alreadyAdded'));
  }
}

/** No session and none to restore: the user must sign in. */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';

  constructor() {
    super(t('errors.unauthorized'));
  }
}
