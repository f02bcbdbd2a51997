/** Where a sign-up goes: a mailing-list tag (or several, comma-separated) and a list id. */
export interface OptInTarget {
  tag?: string | null;
  listId?: string | number | null;
}

/** The `tag` and `listid` fields of an opt-in submission; absent when blank. */
export interface OptInTags {
  tag?: string;
  listid?: string;
}

/**
 * Spaces removed, split on commas, empty and repeated entries dropped, re-joined with commas;
 * undefined when nothing is left (docs/spec/features.md §5: "a tag is used only when non-blank").
 */
function joinEntries(values: (string | number | null | undefined)[]): string | undefined {
  const entries = values
    .filter((value): value is string | number => value !== null && value !== undefined)
    .flatMap((value) => String(value).replace(/\s+/g, '').split(','))
    .filter((entry) => entry !== '');
  const unique = [...new Set(entries)];
  return unique.length > 0 ? unique.join(',') : undefined;
}

/**
 * The tags and list ids of an opt-in (docs/spec/features.md §5): the form's own tag and list id, with those of
 * the optional add-on opt-in appended with commas. List ids are cleaned the same way as tags.
 */
export function normalizeOptInTags(main: OptInTarget, addOn?: OptInTarget | null): OptInTags {
  const tag = joinEntries([main.tag, addOn?.tag]);
  const listid = joinEntries([main.listId, addOn?.listId]);
  return { ...(tag ? { tag } : {}), ...(listid ? { listid } : {}) };
}
