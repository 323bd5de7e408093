/** Registration of a park (spec 2 /registration): the park and its owner, a group 1 user. */
import type { RegistrationRequest } from '../../../schemas/auth';
import { DEFAULT_TIMEZONE_CITY, timezoneCity } from '../../../schemas/timezones';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { UsersRepository } from '../users/users.repository';
import { hashPassword } from './passwords';

const OWNER_GROUP = 1;
const UNIQUE_VIOLATION = '23505';

/** Both drivers report SQLSTATE in `code`; drizzle wraps the driver's error in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

const loginTaken = () => errors.conflict(t('registration.loginTaken'), { login: t('registration.loginTaken') });

export class RegistrationService {
  private readonly users: UsersRepository;

  constructor(private readonly deps: AppDeps) {
    this.users = new UsersRepository(deps.db);
  }

  async register(request: RegistrationRequest): Promise<{ userId: number; taxisId: number }> {
    if (await this.users.findByLogin(request.login)) throw loginTaken();
    const passwordHash = await hashPassword(request.password);
    try {
      return await this.users.createParkWithOwner({
        parkName: request.park_name,
        countryCode: request.country_code,
        login: request.login,
        name: request.name,
        email: request.email,
        phone: request.phone,
        passwordHash,
        groupId: OWNER_GROUP,
        // A new park starts on its country's main zone; the owner picks the city on the park card.
        timezoneCity: DEFAULT_TIMEZONE_CITY[request.country_code],
        timezone: timezoneCity(DEFAULT_TIMEZONE_CITY[request.country_code])?.zone ?? 'Europe/Moscow',
        now: this.deps.clock.now(),
      });
    } catch (error) {
      // Someone took the login between the check and the insert.
      if (isUniqueViolation(error)) throw loginTaken();
      throw error;
    }
  }
}
