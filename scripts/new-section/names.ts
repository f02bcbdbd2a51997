/** The names a section type string gives its files and identifiers. */
export interface SectionNames {
  /** The CMS type string, e.g. `tip-box`: the folder, the registry key, the fixtures' `type`. */
  type: string;
  /** `TipBox`: the component, its files and the story title. */
  pascal: string;
  /** `tipBox`: the schema, fixtures and module identifiers. */
  camel: string;
  /** `Tip box`: how the docs and the stories name it. */
  label: string;
}

/** kebab-case: lower-case letters and digits in words joined by single hyphens, a letter first. */
export const typePattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Why a type string cannot be used, or null when it can. */
export function typeNameProblem(type: string): string | null {
  if (!type) return 'Give the section type, e.g. npm run new-section tip-box';
  if (!typePattern.test(type))
    return `"${type}" is not a kebab-case type string: use lower-case letters and digits in words joined by single hyphens, starting with a letter (e.g. tip-box).`;
  if (type.length > 40) return `"${type}" is longer than 40 characters.`;
  return null;
}

export function sectionNames(type: string): SectionNames {
  const words = type.split('-');
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return {
    type,
    pascal,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    label: words.join(' ').replace(/^./, (first) => first.toUpperCase()),
  };
}
