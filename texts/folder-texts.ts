/**
 * A resource folder's texts (resources/<section>/<resource>/texts.ts): its react-admin name and
 * its labels, kept beside the declaration that shows them and merged into the one catalogue
 * (texts/catalogue.ts) by a glob, so a new folder adds its words without editing texts/.
 * Pure data: texts/ never imports schemas, so the labels' shape is restated here.
 */
export interface FolderLabels {
  title: string;
  createTitle: string;
  empty: string;
  fields: Readonly<Record<string, string>>;
  choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface FolderTexts<L extends FolderLabels = FolderLabels> {
  /** react-admin's resource name: the declaration's spec path without its leading slash. */
  resource: string;
  labels: L;
}

const made = new WeakSet<object>();

/** A folder's texts, under react-admin's name of its resource (`rent/car-colours`). */
export function folderTexts<const L extends FolderLabels>(resource: string, labels: L): FolderTexts<L> {
  const texts = { resource, labels };
  made.add(texts);
  return texts;
}

export const isFolderTexts = (value: unknown): value is FolderTexts => typeof value === 'object' && value !== null && made.has(value);

/** react-admin's shape of one resource: its name (the list's title) and its fields' labels. */
export function raResourceTexts<T extends { title: string }>(texts: T): T & { name: T['title'] } {
  return { ...texts, name: texts.title };
}

/**
 * The folders' texts by react-admin's resource name. A resource named twice (two folders, or a
 * folder and the catalogue's own table) is an error: a word lives in one place.
 */
export function mergeFolderTexts(modules: Readonly<Record<string, Record<string, unknown>>>, taken: readonly string[] = []): Record<string, FolderLabels & { name: string }> {
  const merged: Record<string, FolderLabels & { name: string }> = {};
  const owner = new Map<string, string>(taken.map((name) => [name, 'texts/catalogue.ts']));
  for (const file of Object.keys(modules).sort()) {
    const found = Object.values(modules[file] ?? {}).filter(isFolderTexts);
    if (found.length !== 1) throw new Error(`${file}: exports ${found.length} folder texts (folderTexts), not one`);
    for (const { resource, labels } of found) {
      const before = owner.get(resource);
      if (before !== undefined) throw new Error(`resources.${resource}: its texts live twice, in ${before} and ${file}`);
      owner.set(resource, file);
      merged[resource] = raResourceTexts(labels);
    }
  }
  return merged;
}
