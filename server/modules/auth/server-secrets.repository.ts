/** Installation-wide secrets (server_secrets): the JWT key when JWT_SECRET is not set. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

export class ServerSecretsRepository {
  constructor(private readonly db: Db) {}

  /** The stored value of `name`, storing `fresh` first if there is none: every process gets the first one written. */
  async keep(name: string, fresh: string): Promise<string> {
    await this.db.insert(serverSecrets).values({ name, value: fresh }).onConflictDoNothing();
    const [row] = await this.db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
    if (!row) throw new Error(`secret ${name} is missing`);
    return row.value;
  }
}
