/** Help items of the installation (spec 3 "Help item"): topics and their steps, by type. */
import { and, asc, eq } from 'drizzle-orm';
import type { HINT_TYPE_IDS } from '../../../schemas/notices';
import type { Db } from '../../db/client';
import { hints } from '../../db/schema';
import { forParkCountry } from '../taxis/taxis.repository';

export type HintTypeId = (typeof HINT_TYPE_IDS)[number];
export type HintRow = typeof hints.$inferSelect;

/** A topic with its steps, as the operator imports them. */
export interface NewHintTopic {
  title: string;
  body: string | null;
  mediaUrls: string[];
  frontPath: string | null;
  sections: string[];
  countryCode: number | null;
  children: Omit<NewHintTopic, 'children'>[];
}

export class HintsRepository {
  constructor(private readonly db: Db) {}

  /** Every item of the type for the park's country, topics and steps alike, in their order. */
  async forPark(taxisId: number, typeId: HintTypeId): Promise<HintRow[]> {
    return this.db
      .select()
      .from(hints)
      .where(and(eq(hints.typeId, typeId), forParkCountry(hints.countryCode, taxisId)))
      .orderBy(asc(hints.position), asc(hints.id));
  }

  /** The type's items become exactly `topics`, in their order, or stay as they were. */
  async replace(typeId: HintTypeId, topics: NewHintTopic[]): Promise<{ topics: number; steps: number }> {
    return this.db.transaction(async (tx) => {
      // Steps carry their topic's type: one delete takes both levels.
      await tx.delete(hints).where(eq(hints.typeId, typeId));
      if (topics.length === 0) return { topics: 0, steps: 0 };
      // Two statements whatever the size: the topics, then every step under its topic's id.
      const created = await tx
        .insert(hints)
        .values(
          topics.map((topic, position) => ({
            typeId,
            title: topic.title,
            body: topic.body,
            mediaUrls: topic.mediaUrls,
            frontPath: topic.frontPath,
            sections: topic.sections,
            countryCode: topic.countryCode,
            position,
          })),
        )
        .returning({ id: hints.id, position: hints.position });
      const idAt = new Map(created.map((row) => [row.position, row.id]));
      const steps = topics.flatMap((topic, position) =>
        topic.children.map((step, index) => ({
          typeId,
          parentId: idAt.get(position) ?? null,
          title: step.title,
          body: step.body,
          mediaUrls: step.mediaUrls,
          frontPath: step.frontPath,
          sections: step.sections,
          countryCode: step.countryCode,
          position: index,
        })),
      );
      if (steps.length > 0) await tx.insert(hints).values(steps);
      return { topics: topics.length, steps: steps.length };
    });
  }

  async count(typeId: HintTypeId): Promise<{ topics: number; steps: number }> {
    const rows = await this.db.select({ parentId: hints.parentId }).from(hints).where(eq(hints.typeId, typeId));
    const topics = rows.filter((row) => row.parentId === null).length;
    return { topics, steps: rows.length - topics };
  }
}
