import * as v from 'valibot';

/**
 * A required text field of section content. Missing, null, not text, or blank after trimming all give
 * the field's own `message` (a value that is not text gives `wrongTypeMessage` when there is one).
 *
 * Why the `nullish(…, '')`: for a key that is absent, valibot reports the *object's* generic
 * "Invalid key" message, not the field's. Reading an absent or null key as '' lets the `nonEmpty`
 * check below report it with the field's own message, like a blank one.
 */
export function requiredText(message: string, wrongTypeMessage = message) {
  return v.pipe(v.nullish(v.string(wrongTypeMessage), ''), v.trim(), v.nonEmpty(message));
}

/**
 * An optional text field: absent or null reads as ''; trimmed. A value that is not text is reported
 * with `wrongTypeMessage` (valibot's own message when there is none).
 */
export function optionalText(wrongTypeMessage?: string) {
  return v.pipe(v.nullish(v.string(wrongTypeMessage), ''), v.trim());
}

/**
 * The headline and rich-text body a text section opens with (spread first into its content object,
 * so the docs list them first).
 */
export const headlineAndBody = {
  headline: requiredText('The headline is required.'),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: optionalText(),
};

/**
 * Any other required field (a list, an object): missing or null gives the field's own `message`
 * instead of valibot's generic "Invalid key"; then `schema` checks the value with its own messages.
 */
export function requiredField<TSchema extends v.GenericSchema>(message: string, schema: TSchema) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.check((value) => value !== undefined && value !== null, message),
    schema,
  );
}

/**
 * A list the section needs at least one item of: absent or null reads as [] so that it is reported
 * with `emptyMessage` like an empty one; not a list gives `wrongTypeMessage`.
 */
export function nonEmptyList<TItem extends v.GenericSchema>(
  item: TItem,
  wrongTypeMessage: string,
  emptyMessage: string,
) {
  return v.pipe(v.nullish(v.array(item, wrongTypeMessage), []), v.minLength(1, emptyMessage));
}

/**
 * The id of a related record (a designer, a quiz) as the CMS may send it: a number, numeric text, or
 * the record itself (`{ id, … }`). Anything else, or an id below 1, is reported on the field itself
 * with `message`.
 */
export function relatedId(message: string) {
  const digits = v.pipe(v.string(message), v.trim(), v.regex(/^\d+$/, message));
  const record = v.pipe(
    v.looseObject({ id: v.unknown() }),
    v.check(({ id }) => v.is(v.union([v.number(), digits]), id), message),
  );
  return v.pipe(
    v.union([v.number(message), digits, record], message),
    v.transform((value) => Number(typeof value === 'object' ? value.id : value)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
  );
}
