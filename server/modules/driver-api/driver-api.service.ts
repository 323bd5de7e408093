/**
 * What a signed-in driver reads and keeps: the balance with the withdrawable sum (the ledger's
 * rule, withdrawableOf) and the saved destinations. The driver is always the token's.
 */
import type { DriverDestination, DriverDestinationRequest } from '../../../schemas/driver-api';
import { kopecksToWire } from '../../../schemas/money';
import { normalisePhone } from '../../../schemas/phone';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { DriversRepository } from '../drivers/drivers.repository';
import { withdrawableOf } from '../ledger/postings.repository';
import { PayoutsRepository } from '../payouts/payouts.repository';
import { DriverApiRepository, type DestinationRow, type NewDestinationRow } from './driver-api.repository';
import type { DriverClaims } from './driver-tokens';

const last4 = (value: string | null) => (value === null ? null : value.slice(-4));

export function toDriverDestination(row: DestinationRow): DriverDestination {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    card_last4: row.cardLast4,
    card_rail: row.cardRail,
    bank_name: row.bankName,
    bik: row.bik,
    account_last4: last4(row.accountNumber),
    sbp_phone: row.sbpPhone,
    sbp_bank_id: row.sbpBankId,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

/** The columns of a checked request: a card keeps only its token and last 4 digits. */
function destinationValues(driver: DriverClaims, request: DriverDestinationRequest, driverName: string): NewDestinationRow & { driverId: number; taxisId: number } {
  const own = { taxisId: driver.taxisId, driverId: driver.driverId, kind: request.kind, isDefault: request.is_default ?? false };
  if (request.kind === 'card') {
    const cardLast4 = request.card_last4 ?? '';
    return { ...own, title: t('driverApi.title.card', { last4: cardLast4 }), cardToken: request.card_token ?? '', cardLast4, cardRail: request.card_rail ?? null };
  }
  const bankName = request.bank_name ?? '';
  if (request.kind === 'bank_account') {
    const accountNumber = request.account_number ?? '';
    return {
      ...own,
      title: t('driverApi.title.bankAccount', { bank: bankName, last4: accountNumber.slice(-4) }),
      accountNumber,
      bik: request.bik ?? null,
      bankName,
      recipientName: request.recipient_name || driverName,
    };
  }
  const sbpPhone = normalisePhone(request.sbp_phone ?? '') ?? '';
  return {
    ...own,
    title: t('driverApi.title.sbp', { bank: bankName, phone: `•• ${sbpPhone.slice(-4)}` }),
    sbpPhone,
    sbpBankId: request.sbp_bank_id ?? null,
    bankName,
    recipientName: request.recipient_name || driverName,
  };
}

export class DriverApiService {
  private readonly repository: DriverApiRepository;

  constructor(private readonly deps: AppDeps) {
    this.repository = new DriverApiRepository(deps.db);
  }

  private async driverRow(driver: DriverClaims) {
    const found = await new DriversRepository(this.deps.db).findWithRefs(driver.taxisId, driver.driverId);
    if (!found) throw errors.unauthorized();
    return found.driver;
  }

  async balance(driver: DriverClaims) {
    const row = await this.driverRow(driver);
    const money = { balanceKop: row.balanceKop, blockedKop: row.blockedBalanceKop, heldKop: row.heldKop, limitKop: row.balanceLimitKop };
    return {
      balance: kopecksToWire(money.balanceKop),
      blocked: kopecksToWire(money.blockedKop),
      held: kopecksToWire(money.heldKop),
      limit: kopecksToWire(money.limitKop),
      withdrawable: kopecksToWire(withdrawableOf(money)),
    };
  }

  async destinations(driver: DriverClaims): Promise<DriverDestination[]> {
    const rows = await new PayoutsRepository(this.deps.db).destinations(driver.taxisId, driver.driverId);
    return rows.map(toDriverDestination);
  }

  async addDestination(driver: DriverClaims, request: DriverDestinationRequest): Promise<DriverDestination> {
    const row = await this.driverRow(driver);
    const name = [row.lastName, row.firstName, row.middleName].filter(Boolean).join(' ');
    return toDriverDestination(await this.repository.addDestination(destinationValues(driver, request, name)));
  }

  async removeDestination(driver: DriverClaims, id: number): Promise<void> {
    if (!(await this.repository.removeDestination(driver.taxisId, driver.driverId, id, this.deps.clock.now()))) {
      throw errors.notFound();
    }
  }
}
