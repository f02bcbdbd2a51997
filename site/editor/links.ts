// The links of the editor tools: kept apart from the demo content, which only the server and
// /preview load.

/**
 * The Storybook id of a type's stories: titles are `Sections/<PascalCase type>`, which Storybook
 * turns into `sections-<lowercase, no dashes>`.
 */
export function storybookId(type: string): string {
  return `sections-${type.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
}

/** The address of a type's docs page (fields, description, every story) in a running Storybook. */
export function storybookDocsUrl(storybookUrl: string, type: string): string {
  return `${storybookUrl.replace(/\/+$/, '')}/?path=/docs/${storybookId(type)}--docs`;
}

/** The live preview, started from a type's demo content. */
export function previewPath(type: string): string {
  return `/preview?type=${encodeURIComponent(type)}`;
}
