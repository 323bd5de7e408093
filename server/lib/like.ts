/** LIKE patterns from typed text: the repositories' searches and the generated lists' search filter. */

/** Escapes LIKE wildcards in a search term. */
export const likeEscape = (term: string): string => term.replace(/[\\%_]/g, (char) => `\\${char}`);
