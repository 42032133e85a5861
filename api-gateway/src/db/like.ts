/** Text matched literally inside a LIKE pattern: its `\`, `%` and `_` escaped. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
