/**
 * The users section's rules for the park card (/users/taxi), run by the generator inside the
 * write's transaction: the phone follows the park country's mask (as notification 1 checks it),
 * and the chosen city must be of the park's country; its IANA zone becomes the park's
 * `timezone`, which every section reads for its park days.
 */
import { CountryCodeSchema } from '../../../schemas/auth';
import { normalisePhone } from '../../../schemas/phone';
import { timezoneCity } from '../../../schemas/timezones';
import { t } from '../../../texts/t';
import { errors } from '../../../server/errors';
import type { CrudHooks } from '../../../server/lib/crud/crud.service';
import { parkPhoneMessage } from '../../../server/modules/taxis/park-phone';
import type { ResourceServerPart } from '../../../server/lib/crud/crud.routes';
import { taxis } from '../../../server/db/schema';

export const parkCardHooks: CrudHooks = {
  beforeUpdate(_ctx, values, before) {
    const country = CountryCodeSchema.parse(before.country_code);
    const result = { ...values };
    if (typeof values.phone === 'string') {
      const phone = normalisePhone(values.phone, country);
      if (phone === null) throw errors.validation({ phone: parkPhoneMessage(country) });
      result.phone = phone;
    }
    if (typeof values.timezone_city === 'string') {
      const city = timezoneCity(values.timezone_city);
      if (city?.country !== country) throw errors.validation({ timezone_city: t('generated.parkCard.validation.city') });
      result.timezone = city.zone;
    }
    return result;
  },
};

/** The park's own row: the table is the park's `taxis`. */
export const server: ResourceServerPart = { table: taxis, hooks: parkCardHooks };
