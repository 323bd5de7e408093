/** Help for the park's country: topics in their order, each with its steps. */
import type { AccessClaims } from '../../../schemas/auth';
import type { HelpItem, HintsResponse } from '../../../schemas/notices';
import type { AppDeps } from '../../deps';
import { HintsRepository, type HintRow, type HintTypeId } from './hints.repository';

const fields = (row: HintRow) => ({
  id: row.id,
  title: row.title,
  body: row.body,
  media_urls: row.mediaUrls,
  front_path: row.frontPath,
  sections: row.sections,
});

export class HintsService {
  private readonly hints: HintsRepository;

  constructor(deps: AppDeps) {
    this.hints = new HintsRepository(deps.db);
  }

  async list(claims: AccessClaims, typeId: HintTypeId): Promise<HintsResponse> {
    const rows = await this.hints.forPark(claims.taxis_id, typeId);
    const topics = new Map<number, HelpItem>();
    for (const row of rows) if (row.parentId === null) topics.set(row.id, { ...fields(row), children: [] });
    for (const row of rows) if (row.parentId !== null) topics.get(row.parentId)?.children.push(fields(row));
    return { type_id: typeId, items: [...topics.values()] };
  }
}
