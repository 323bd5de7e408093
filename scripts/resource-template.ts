/**
 * The files `npm run new:resource -- <section>/<name>` writes (scripts/new-resource.ts): pure, so
 * a test can write them elsewhere, load them through the same checks as the real folders and
 * mount them on the server (tests/server/new-resource.test.ts); a broken template fails there.
 */
import { SECTIONS } from '../schemas/access';

export interface ResourceTarget {
  section: string;
  name: string;
}

/** What a folder's name may be: the API path and the table are made from it. */
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why `<section>/<name>` cannot be scaffolded, or null; `exists` says whether the folder is there. */
export function targetProblem(argument: string | undefined, exists: (folder: string) => boolean): string | null {
  const parts = (argument ?? '').split('/');
  const [section = '', name = ''] = parts;
  if (parts.length !== 2 || section === '' || name === '') return 'Usage: npm run new:resource -- <section>/<name>, e.g. rent/car-colours';
  if (!(SECTIONS as readonly string[]).includes(section)) return `Unknown section «${section}»: one of ${SECTIONS.join(', ')} (schemas/access.ts SECTIONS)`;
  if (!NAME.test(name)) return `Bad name «${name}»: lower-case latin letters and digits, words joined by «-» (car-colours)`;
  if (exists(`resources/${section}/${name}`)) return `resources/${section}/${name} exists already`;
  return null;
}

export function parseTarget(argument: string): ResourceTarget {
  const [section = '', name = ''] = argument.split('/');
  return { section, name };
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());

/**
 * The folder's files by name. `root` is the project's root relative to the folder (`../../..`
 * for resources/<section>/<name>/).
 */
export function resourceFiles({ section, name }: ResourceTarget, root = '../../..'): Record<string, string> {
  const value = camel(name);
  const type = pascal(name);
  const table = name.replace(/-/g, '_');
  const path = `/${section}/${name}`;
  return {
    'texts.ts': `/** The Russian texts of ${path}: merged into the one catalogue (texts/catalogue.ts) as resources.${section}/${name}. */
import { folderTexts } from '${root}/texts/folder-texts';

export const ${value}Texts = folderTexts('${section}/${name}', {
  title: 'Записи',
  createTitle: 'Новая запись',
  empty: 'Записей пока нет',
  fields: {
    id: 'Номер',
    title: 'Название',
    note: 'Примечание',
    active: 'Действует',
    created_at: 'Создана',
  },
});
`,
    'resource.ts': `/**
 * ${path}: the declaration the SPA's screens and the server's API are generated from.
 * Its texts are ./texts.ts, its table ./table.ts.
 */
import { z } from 'zod';
import { defineResource, filter } from '${root}/schemas/resource';
import { visibleName } from '${root}/schemas/visible-name';
import { ${value}Texts } from './texts';

export const ${type}Schema = z.object({
  id: z.number().int(),
  title: visibleName(z.string().trim().min(1).max(200)),
  note: z.string().max(2000).nullable(),
  active: z.boolean(),
  created_at: z.iso.datetime(),
});

export const ${value} = defineResource({
  name: '${name}',
  path: '${path}',
  schema: ${type}Schema,
  readOnly: ['id', 'created_at'],
  labels: ${value}Texts.labels,
  list: {
    columns: ['title', 'note', 'active', 'created_at'],
    sortable: ['id', 'title', 'created_at'],
    defaultSort: { field: 'title', order: 'ASC' },
    filters: [filter.search('title', 'note')],
  },
  views: { list: true, show: true, edit: true, create: true, delete: true },
  access: '${path}',
  export: true,
  recordRepresentation: 'title',
  menu: {},
});
`,
    'table.ts': `/** The table of ${path}: \`npm run db:generate\` writes its migration (drizzle.config.ts reads every folder's table.ts). */
import { bigserial, boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '${root}/server/db/columns';
import { parkId } from '${root}/server/db/core.schema';

export const ${value}Table = pgTable('${table}', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  taxisId: parkId(),
  title: text('title').notNull(),
  note: text('note'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});
`,
  };
}
