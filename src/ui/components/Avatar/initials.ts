/**
 * The initials shown when a person has no picture: the first letter of the first and of the last
 * word of the name ('Ada Lovelace' → 'AL', 'Prince' → 'P'), upper-cased. Letters outside the
 * basic plane (e.g. some scripts and emoji) are kept whole.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string) => Array.from(word)[0] ?? '';
  return (initial(first) + (last ? initial(last) : '')).toLocaleUpperCase();
}
