/**
 * texts/ sits below schemas/ and cannot name their lists of codes, so the proof that a map of names
 * in the catalogue covers a list exactly lives here, beside the list: a code added without its name,
 * or a name left over from a code removed, fails to compile.
 */
export type NamesExactly<Code extends string, Names extends Record<Code, string> & Record<Exclude<keyof Names, Code>, never>> = Names;
