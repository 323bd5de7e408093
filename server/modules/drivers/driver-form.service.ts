/** The driver form's pickers: cars by plate, brand or model, and the park's driver groups. */
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import { ALL_DRIVERS_GROUP, type CarsQuerySchema, type CarsResponseSchema, type DriverGroup } from '../../../schemas/drivers';
import { pagesOf } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { DriverFormRepository } from './driver-form.repository';

export class DriverFormService {
  private readonly form: DriverFormRepository;

  constructor(deps: AppDeps) {
    this.form = new DriverFormRepository(deps.db);
  }

  async cars(claims: AccessClaims, query: z.infer<typeof CarsQuerySchema>): Promise<z.infer<typeof CarsResponseSchema>> {
    const search = query.search || null;
    const offset = (query.page - 1) * query.countperpage;
    const [rows, total] = await Promise.all([
      this.form.cars(claims.taxis_id, search, query.countperpage, offset),
      this.form.carsCount(claims.taxis_id, search),
    ]);
    return { cars: rows, total, pages: pagesOf(total, query.countperpage) };
  }

  /** Spec 3: the pseudo group 0 'Все водители' comes first. */
  async groups(claims: AccessClaims): Promise<{ groups: DriverGroup[] }> {
    return { groups: [ALL_DRIVERS_GROUP, ...(await this.form.groups(claims.taxis_id))] };
  }
}
