/**
 * The users section's rules for /users/entity, run by the generator inside each write's
 * transaction: an entity's requisites follow the law of the park's country (the schema checks
 * them by that country's check digits), and its country never changes afterwards.
 */
import { t } from '../../../texts/t';
import { errors } from '../../../server/errors';
import type { CrudHooks } from '../../../server/lib/crud/crud.service';
import { TaxisRepository } from '../../../server/modules/taxis/taxis.repository';
import type { ResourceServerPart } from '../../../server/lib/crud/crud.routes';
import { auditGeneratedExport } from '../../../server/modules/export-audit/generated-export';
import { legalEntities } from './resource';

export const legalEntityHooks: CrudHooks = {
  async beforeCreate(ctx, values) {
    const park = await new TaxisRepository(ctx.tx).findById(ctx.claims.taxis_id);
    if (park?.countryCode !== values.country_code) throw errors.validation({ country_code: t('generated.legalEntities.validation.country') });
    return { ...values, created_at: ctx.now };
  },
  beforeUpdate(_ctx, values, before) {
    if (values.country_code !== before.country_code) throw errors.validation({ country_code: t('generated.legalEntities.validation.countryFixed') });
    return values;
  },
};

/** An ИП's entity is a person: its export is recorded in the journal. */
export const server: ResourceServerPart = { hooks: legalEntityHooks, auditExport: auditGeneratedExport('legal_entities', legalEntities) };
