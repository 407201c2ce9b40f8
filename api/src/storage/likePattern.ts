/** A LIKE pattern matching text that contains `text` (its %, _ and \\ taken literally). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
