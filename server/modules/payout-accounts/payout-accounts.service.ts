/**
 * The park's accounts on the payout rails: the spec's lists (`/taxisbanks`, the card providers'),
 * one account's settings, connecting one, the nominal account's virtual accounts and the closed
 * Qiwi wallet. API keys are sealed with the aggregators' box and never answered back: only their
 * last four characters are kept in the clear.
 */
import type { AccessClaims } from '../../../schemas/auth';
import { kopecksToWire } from '../../../schemas/money';
import {
  BANK_RAILS,
  CONNECTABLE_RAILS,
  QIWI_CLOSED_ON,
  type AccountConnectRequest,
  type AccountSettings,
  type AccountSettingsRequest,
  type ConnectableRail,
  type PayoutAccount,
  type QiwiWallet,
  type VirtualAccount,
} from '../../../schemas/payout-accounts';
import { CLOSED_RAILS, type Rail } from '../../../schemas/payouts';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { TaxisRepository } from '../taxis/taxis.repository';
import { feePercentOf, parseFeePercent, parseLimit, parseMoneyField } from './payout-money';
import { PayoutAccountsRepository, type AccountPatch, type PayoutAccountRow, type VirtualAccountRow } from './payout-accounts.repository';

const wireOrNull = (kop: number | null) => (kop === null ? null : kopecksToWire(kop));

function settingsOf(row: PayoutAccountRow): AccountSettings {
  const { bik, inn, bank_name, signer, card_drivers } = row.settings;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const scope = card_drivers === 'all' || card_drivers === 'selfemployed' || card_drivers === 'none' ? card_drivers : null;
  return { bik: text(bik), inn: text(inn), bank_name: text(bank_name), signer: text(signer), card_drivers: scope };
}

export function toAccount(row: PayoutAccountRow): PayoutAccount {
  const last4 = row.settings.key_last4;
  return {
    id: row.id,
    rail: row.rail,
    name: row.name,
    public_id: row.publicId,
    active: row.active,
    status: row.status,
    sandbox: row.sandbox,
    balance: wireOrNull(row.balanceKop),
    balance_at: row.balanceAt?.toISOString() ?? null,
    per_payment_limit: wireOrNull(row.perPaymentLimitKop),
    per_day_limit: wireOrNull(row.perDayLimitKop),
    per_recipient_day_limit: wireOrNull(row.perRecipientDayLimitKop),
    fee_percent: feePercentOf(row.feeBasisPoints),
    fee_fixed: kopecksToWire(row.feeFixedKop),
    fee_min: kopecksToWire(row.feeMinKop),
    settings: settingsOf(row),
    key_last4: typeof last4 === 'string' ? last4 : null,
    created_at: row.createdAt.toISOString(),
  };
}

function toVirtual({ virtual, accountName }: { virtual: VirtualAccountRow; accountName: string }): VirtualAccount {
  return {
    id: virtual.id,
    account_id: virtual.accountId,
    account_name: accountName,
    external_id: virtual.externalId,
    balance: kopecksToWire(virtual.balanceKop),
    status: virtual.status,
    created_at: virtual.createdAt.toISOString(),
  };
}

/** Open = something may be paid from it: not a closed rail, switched on, working. */
export const isOpenAccount = (row: PayoutAccountRow) => !CLOSED_RAILS.includes(row.rail) && row.active && row.status === 'active';

const isConnectable = (rail: string): rail is ConnectableRail => (CONNECTABLE_RAILS as readonly string[]).includes(rail);
const isBank = (rail: Rail): rail is (typeof BANK_RAILS)[number] => (BANK_RAILS as readonly string[]).includes(rail);

/** The settings' text fields trimmed, empty ones dropped; the stored key's last four kept. */
function mergedSettings(previous: PayoutAccountRow['settings'], next: AccountSettings | undefined): PayoutAccountRow['settings'] {
  if (!next) return previous;
  const merged: PayoutAccountRow['settings'] = { ...previous };
  for (const [key, value] of Object.entries(next)) {
    const text = typeof value === 'string' ? value.trim() : null;
    merged[key] = text === '' ? null : text;
  }
  return merged;
}

/** Limits and fees of a settings form; every field's Russian error at once. */
function patchOf(body: AccountSettingsRequest | AccountConnectRequest): AccountPatch {
  const fields: Record<string, string> = {};
  const patch: AccountPatch = { name: body.name };
  const limits = [
    ['per_payment_limit', 'perPaymentLimitKop'],
    ['per_day_limit', 'perDayLimitKop'],
    ['per_recipient_day_limit', 'perRecipientDayLimitKop'],
  ] as const;
  for (const [field, column] of limits) {
    const parsed = parseLimit(body[field]);
    if (parsed === 'invalid') fields[field] = t('payoutAccounts.validation.money');
    else patch[column] = parsed;
  }
  if (body.fee_percent !== undefined) {
    const points = parseFeePercent(body.fee_percent ?? '');
    if (points === null) fields.fee_percent = t('payoutAccounts.validation.percent');
    else patch.feeBasisPoints = points;
  }
  for (const [field, column] of [
    ['fee_fixed', 'feeFixedKop'],
    ['fee_min', 'feeMinKop'],
  ] as const) {
    const value = body[field];
    if (value === undefined) continue;
    // A cleared input (null or blank) is no fee.
    const kop = value === null || value.trim() === '' ? 0 : parseMoneyField(value);
    if (kop === null) fields[field] = t('payoutAccounts.validation.money');
    else patch[column] = kop;
  }
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
  return patch;
}

export class PayoutAccountsService {
  private readonly repository: PayoutAccountsRepository;
  private readonly taxis: TaxisRepository;

  constructor(private readonly deps: AppDeps) {
    this.repository = new PayoutAccountsRepository(deps.db);
    this.taxis = new TaxisRepository(deps.db);
  }

  private async own(claims: AccessClaims, id: number): Promise<PayoutAccountRow> {
    const row = await this.repository.account(claims.taxis_id, id);
    if (!row) throw errors.notFound();
    return row;
  }

  async list(claims: AccessClaims): Promise<{ accounts: PayoutAccount[] }> {
    return { accounts: (await this.repository.accounts(claims.taxis_id)).map(toAccount) };
  }

  async get(claims: AccessClaims, id: number): Promise<PayoutAccount> {
    return toAccount(await this.own(claims, id));
  }

  /** Spec 7 `GET /taxisbanks`: the bank accounts, each nominal one with its virtual account. */
  async banks(claims: AccessClaims) {
    const [accounts, virtuals] = await Promise.all([this.repository.accounts(claims.taxis_id), this.repository.virtualAccounts(claims.taxis_id)]);
    const items = accounts.flatMap((row) => {
      const rail = row.rail;
      if (!isBank(rail)) return [];
      const virtual = virtuals.find((candidate) => candidate.virtual.accountId === row.id)?.virtual;
      return [
        {
          active: row.active,
          taxis_banks_id: row.id,
          rail,
          sandbox: row.sandbox,
          bank_account: { name: row.name, public_id: row.publicId, taxis_banks_table_id: row.id, balance: wireOrNull(row.balanceKop), status: row.status },
          virtual_account: virtual
            ? { virtual_account_id: virtual.id, balance: kopecksToWire(virtual.balanceKop), status: virtual.status }
            : null,
        },
      ];
    });
    return { items };
  }

  private async cardAccounts(claims: AccessClaims, rail: 'cloudpayments' | 'ypmn') {
    const rows = (await this.repository.accounts(claims.taxis_id)).filter((row) => row.rail === rail);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      active: row.active,
      status: row.status,
      sandbox: row.sandbox,
      balance: wireOrNull(row.balanceKop),
      card_drivers: settingsOf(row).card_drivers ?? 'all',
      publicId: row.publicId,
    }));
  }

  async cloudpayments(claims: AccessClaims) {
    const rows = await this.cardAccounts(claims, 'cloudpayments');
    return { items: rows.map(({ publicId, ...row }) => ({ ...row, cloud_public_id: publicId })) };
  }

  async yourpayments(claims: AccessClaims) {
    const rows = await this.cardAccounts(claims, 'ypmn');
    return { items: rows.map(({ publicId, ...row }) => ({ ...row, ypmn_merchant_id: publicId })) };
  }

  async update(claims: AccessClaims, id: number, body: AccountSettingsRequest): Promise<PayoutAccount> {
    const row = await this.own(claims, id);
    if (CLOSED_RAILS.includes(row.rail)) throw errors.validation({ rail: t('payoutAccounts.validation.railClosed') }, t('payoutAccounts.validation.railClosed'));
    const patch = { ...patchOf(body), active: body.active, settings: mergedSettings(row.settings, body.settings) };
    const saved = await this.repository.updateAccount(claims.taxis_id, id, patch);
    if (!saved) throw errors.notFound();
    return toAccount(saved);
  }

  /** `/payments/add-account`: Qiwi never; Т-Банк and Альфа only when the park's flag allows them. */
  async connect(claims: AccessClaims, body: AccountConnectRequest): Promise<PayoutAccount> {
    if (body.rail === 'qiwi') throw errors.validation({ rail: t('payoutAccounts.validation.railClosed') }, t('payoutAccounts.validation.railClosed'));
    if (!isConnectable(body.rail)) throw errors.validation({ rail: t('payoutAccounts.validation.rail') });
    const rail = body.rail;
    const park = await this.taxis.findById(claims.taxis_id);
    if (!park) throw errors.notFound();
    if (rail === 'tbank' && !park.tbankAllowed) throw errors.validation({ rail: t('payoutAccounts.validation.tbankNotAllowed') }, t('payoutAccounts.validation.tbankNotAllowed'));
    if (rail === 'alfa' && !park.alfabankAllowed) throw errors.validation({ rail: t('payoutAccounts.validation.alfaNotAllowed') }, t('payoutAccounts.validation.alfaNotAllowed'));
    const key = body.api_key.trim();
    if (key.length < 8) throw errors.validation({ api_key: t('payoutAccounts.validation.apiKey') });
    const patch = patchOf(body);
    if (await this.repository.findByPublicId(claims.taxis_id, rail, body.public_id)) {
      throw errors.validation({ public_id: t('payoutAccounts.validation.duplicate') });
    }
    const settings = mergedSettings({ key_last4: key.slice(-4) }, body.settings);
    const row = await this.repository.insertAccount(
      {
        ...patch,
        taxisId: claims.taxis_id,
        rail,
        name: body.name,
        publicId: body.public_id,
        sandbox: body.sandbox,
        settings,
        credentialsSealed: this.deps.fleet.secrets.seal(key),
        createdAt: this.deps.clock.now(),
      },
      rail === 'nominal' ? `VA-${claims.taxis_id}-${body.public_id.slice(-6)}` : null,
    );
    return toAccount(row);
  }

  async virtualAccounts(claims: AccessClaims): Promise<{ accounts: VirtualAccount[] }> {
    return { accounts: (await this.repository.virtualAccounts(claims.taxis_id)).map(toVirtual) };
  }

  async virtualAccount(claims: AccessClaims, id: number): Promise<VirtualAccount> {
    const row = await this.repository.virtualAccount(claims.taxis_id, id);
    if (!row) throw errors.notFound();
    return toVirtual(row);
  }

  /** The Qiwi wallet the park had: its login, the switched-off flag and its balance as last read. */
  async qiwi(claims: AccessClaims): Promise<QiwiWallet> {
    const [park, accounts] = await Promise.all([this.taxis.findById(claims.taxis_id), this.repository.accounts(claims.taxis_id)]);
    if (!park) throw errors.notFound();
    return {
      qiwi_login: park.qiwiLogin,
      qiwi_flag: park.qiwiFlag,
      closed_on: QIWI_CLOSED_ON,
      accounts: accounts
        .filter((row) => row.rail === 'qiwi')
        .map((row) => ({
          id: row.id,
          name: row.name,
          public_id: row.publicId,
          balance: wireOrNull(row.balanceKop),
          balance_at: row.balanceAt?.toISOString() ?? null,
          status: row.status,
        })),
    };
  }
}
