/**
 * Connecting an aggregator (issue 12 §1): the catalogue a park picks from, a new aggregator, its
 * card, its city, the connection check and the groups step. A Yandex aggregator with stored
 * credentials is checked and asked for its work rules over the platform's API; any other answers
 * as the sandbox does («Тестовый режим»), with the sandbox's rules.
 */
import {
  API_AGGREGATORS,
  type AggregatorBaseResponse,
  type AggregatorCheck,
  type AggregatorCreate,
  type AggregatorDetail,
  type AggregatorUpdate,
  type WorkRulesMapping,
  type WorkRulesResponse,
} from '../../../schemas/aggregators';
import type { AccessClaims } from '../../../schemas/auth';
import { AGGREGATOR_CODES } from '../../../schemas/fleet';
import { cityOf } from '../../../schemas/geo';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { SANDBOX_WORK_RULES } from '../../integrations/aggregators/sandbox-work-rules';
import { fleetClientFor, type YandexFleetClient } from '../../integrations/aggregators/yandex-fleet/client';
import { AggregatorConnectionService } from './aggregator-connection.service';
import { failureText } from './aggregator-import.service';
import { AggregatorImportRepository, type CredentialsRow } from './aggregator-import.repository';
import { AggregatorSetupRepository } from './aggregator-setup.repository';
import { aggregatorOf } from './aggregators.service';
import { AggregatorsRepository, type AggregatorRow } from './aggregators.repository';

export class AggregatorSetupService {
  private readonly aggregators: AggregatorsRepository;
  private readonly setup: AggregatorSetupRepository;

  constructor(private readonly deps: AppDeps) {
    this.aggregators = new AggregatorsRepository(deps.db);
    this.setup = new AggregatorSetupRepository(deps.db);
  }

  async base(claims: AccessClaims): Promise<AggregatorBaseResponse> {
    const rows = await this.aggregators.ofPark(claims.taxis_id);
    return {
      aggregators: AGGREGATOR_CODES.map((code) => ({
        code,
        name: t(`fleet.aggregatorCode.${code}`),
        api: API_AGGREGATORS.includes(code),
        connected_id: rows.find((row) => row.code === code)?.id ?? null,
      })),
    };
  }

  async create(claims: AccessClaims, input: AggregatorCreate): Promise<AggregatorDetail> {
    const row = await this.setup.create(
      { taxisId: claims.taxis_id, code: input.code, name: t(`fleet.aggregatorCode.${input.code}`), manual: input.manual, cityId: input.city_id },
      this.deps.clock.now(),
    );
    if (!row) throw errors.conflict(t('aggregators.validation.duplicate'), { code: t('aggregators.validation.duplicate') });
    return this.detail(claims, row.id);
  }

  async detail(claims: AccessClaims, id: number): Promise<AggregatorDetail> {
    const row = await this.own(claims, id);
    const [counts, connectionOf, rules] = await Promise.all([
      this.aggregators.connectedCounts(claims.taxis_id),
      new AggregatorConnectionService(this.deps).ofPark(claims.taxis_id),
      this.setup.workRuleCounts(claims.taxis_id),
    ]);
    return {
      ...aggregatorOf(row, counts.get(id) ?? 0, connectionOf(id)),
      api: !row.manual && API_AGGREGATORS.includes(row.code),
      city: cityOf(row.cityId),
      work_rules_total: rules.get(id)?.total ?? 0,
      work_rules_mapped: rules.get(id)?.mapped ?? 0,
    };
  }

  async update(claims: AccessClaims, id: number, input: AggregatorUpdate): Promise<AggregatorDetail> {
    await this.own(claims, id);
    await this.setup.setCity(claims.taxis_id, id, input.city_id);
    return this.detail(claims, id);
  }

  /**
   * Asks the platform what the wizard needs (its driver count and work rules) and keeps the
   * rules for the groups step; a failure is answered in Russian, not thrown: the wizard shows it.
   */
  async check(claims: AccessClaims, id: number): Promise<AggregatorCheck> {
    const row = await this.own(claims, id);
    const credentials = await this.credentialsOf(row);
    const now = this.deps.clock.now();
    if (!credentials) {
      await this.setup.replaceWorkRules(id, claims.taxis_id, [...SANDBOX_WORK_RULES], now);
      return { mode: 'sandbox', ok: true, message: null, drivers_total: null, work_rules_total: SANDBOX_WORK_RULES.length };
    }
    try {
      const client = this.clientOf(credentials);
      const [drivers, rules] = await Promise.all([client.listDriverProfiles({ limit: 1, offset: 0 }), client.listWorkRules()]);
      await this.setup.replaceWorkRules(
        id,
        claims.taxis_id,
        rules.rules.map((rule) => ({ id: rule.id, name: rule.name, enabled: rule.is_enabled ?? true })),
        now,
      );
      return { mode: 'live', ok: true, message: null, drivers_total: drivers.total, work_rules_total: rules.rules.length };
    } catch (error) {
      const rules = await this.setup.workRules(id);
      return { mode: 'live', ok: false, message: failureText(error), drivers_total: null, work_rules_total: rules.length };
    }
  }

  async workRules(claims: AccessClaims, id: number): Promise<WorkRulesResponse> {
    const row = await this.own(claims, id);
    const [rules, credentials] = await Promise.all([this.setup.workRules(id), this.credentialsOf(row)]);
    return {
      mode: credentials ? 'live' : 'sandbox',
      groups: rules.map((rule) => ({ id: rule.externalId, name: rule.name, enabled: rule.enabled, group_id: rule.groupId, group_name: rule.groupName })),
    };
  }

  async mapWorkRules(claims: AccessClaims, id: number, input: WorkRulesMapping): Promise<WorkRulesResponse> {
    await this.own(claims, id);
    const groupIds = [...new Set(input.groups.flatMap((item) => (item.group_id === null ? [] : [item.group_id])))];
    const ownGroups = await this.setup.parkGroups(claims.taxis_id, groupIds);
    const fields: Record<string, string> = {};
    input.groups.forEach((item, index) => {
      if (item.group_id !== null && !ownGroups.has(item.group_id)) fields[`groups.${index}.group_id`] = t('aggregators.validation.group');
    });
    if (Object.keys(fields).length > 0) throw errors.validation(fields);
    await this.deps.db.transaction(async (tx) => {
      const found = await new AggregatorSetupRepository(tx).mapWorkRules(
        id,
        input.groups.map((item) => ({ id: item.id, groupId: item.group_id })),
        this.deps.clock.now(),
      );
      input.groups.forEach((item, index) => {
        if (!found.has(item.id)) fields[`groups.${index}.id`] = t('aggregators.validation.rule');
      });
      // Nothing of a mapping with an unknown rule is kept.
      if (Object.keys(fields).length > 0) throw errors.validation(fields);
    });
    return this.workRules(claims, id);
  }

  private async own(claims: AccessClaims, id: number): Promise<AggregatorRow> {
    const row = await this.aggregators.one(claims.taxis_id, id);
    if (!row) throw errors.notFound();
    return row;
  }

  private async credentialsOf(row: AggregatorRow) {
    if (row.manual || !API_AGGREGATORS.includes(row.code)) return null;
    return new AggregatorImportRepository(this.deps.db).credentialsOf(row.id);
  }

  /** A person waits for the check: one retry and a shorter timeout than the import's. */
  private clientOf(credentials: CredentialsRow): YandexFleetClient {
    const { baseUrl, client, secrets } = this.deps.fleet;
    return fleetClientFor({ baseUrl, client: { ...client, retries: 1, timeoutMs: Math.min(client.timeoutMs ?? 10_000, 10_000) } })({
      clientId: credentials.clientId,
      apiKey: secrets.open(credentials.apiKeySealed),
      parkId: credentials.externalParkId,
    });
  }
}
