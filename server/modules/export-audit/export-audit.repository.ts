/** The journal of personal-data exports (server/db/staff.schema.ts `export_audit`). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportAudit } from '../../db/schema';

export type NewExportAuditRow = typeof exportAudit.$inferInsert;

export class ExportAuditRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewExportAuditRow): Promise<number> {
    const [inserted] = await this.db.insert(exportAudit).values(row).returning({ id: exportAudit.id });
    if (inserted === undefined) throw new Error('export_audit: insert returned nothing');
    return inserted.id;
  }

  async setRowCount(taxisId: number, id: number, rowCount: number): Promise<void> {
    await this.db
      .update(exportAudit)
      .set({ rowCount })
      .where(and(eq(exportAudit.taxisId, taxisId), eq(exportAudit.id, id)));
  }
}
