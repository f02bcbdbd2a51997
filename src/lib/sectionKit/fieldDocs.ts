import * as v from 'valibot';
import { backgroundColors } from '#src/lib/api/types.ts';
import type { SectionModule } from './defineSection.tsx';

/**
 * One field a section reads, described from its schema for editors and for the docs
 * (docs/sections.md, the Storybook docs pages).
 */
export interface FieldDoc {
  /**
   * Where the field is: a content field by its dotted path inside `content` (`faqs[].headline` is the
   * headline of each item of `faqs`), an option by its path from the section (`options.Layout.layout`).
   */
  name: string;
  /** In plain words: text, number, yes/no, list of …, object, one of, any value… */
  type: string;
  /** A missing (or null) value is reported. For a field inside a list or object: inside each one. */
  required: boolean;
  /** What a missing or null value reads as, as JSON, when that is a plain value. */
  default?: string;
  /** The values it may take (picklists, literals), as JSON. */
  values: string[];
  /** Limits in plain words: "at least 1 item", "a whole number", "at least 1". */
  limits: string[];
  /** The schema's own messages for a wrong or missing value, verbatim, in the schema's order. */
  messages: string[];
  /** In plain words, what else a wrong value gets: valibot's generic message, or how it is read. */
  otherwise?: string;
}

/** What the field docs read of a section module: its content schema, layouts and default background. */
export type DocumentedSection = Pick<SectionModule, 'schema' | 'layouts' | 'defaultBackground'>;

/**
 * The fields of a section: its content fields (walked from its valibot schema), then `time_reveal`,
 * then its options (layout and background), the way `defineSection` reads them.
 */
export function fieldDocs(module: DocumentedSection): FieldDoc[] {
  const content = contentFieldDocs(module.schema);
  const rows = [...content];
  if (!content.some((row) => row.name === 'time_reveal'))
    rows.push({
      name: 'time_reveal',
      type: 'number',
      required: false,
      default: '0',
      values: [],
      limits: ['minutes after the page opens before the section shows; 0 or absent = at once'],
      messages: [],
      otherwise: 'not reported: anything but a positive number (or one as text) reads as 0',
    });
  rows.push(
    {
      name: 'options.Layout.layout',
      type: 'one of',
      required: false,
      default: json(module.layouts[0] ?? 'default'),
      values: module.layouts.map(json),
      limits: [],
      messages: [],
      otherwise: 'not reported: anything else reads as the default',
    },
    {
      name: 'options.BackgroundColor.color',
      type: 'one of',
      required: false,
      default: json(module.defaultBackground),
      values: backgroundColors.map(json),
      limits: [],
      messages: [],
      otherwise: 'not reported: anything else reads as the default',
    },
  );
  return rows;
}

/** The content fields of a schema, one row per field, nested fields by their dotted paths. */
export function contentFieldDocs(schema: v.GenericSchema): FieldDoc[] {
  const rows: FieldDoc[] = [];
  const root = flatten(asNode(schema));
  const base = root.base;
  if (base && isObject(base)) walkObject(base, root, '', rows);
  else rows.push(row('(content)', schema, root, null));
  return rows;
}

// ---------------------------------------------------------------------------------------------------
// valibot's schemas are plain objects at run time: `kind` ('schema', 'validation', 'transformation',
// 'metadata'), `type` ('string', 'nullish', 'min_length'…), and per type `pipe`, `entries`, `item`,
// `options`, `wrapped`, `default`, `literal`, `message`, `requirement`. This reads only those.

interface SchemaNode {
  kind?: unknown;
  type?: unknown;
  message?: unknown;
  pipe?: readonly SchemaNode[];
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly unknown[];
  wrapped?: SchemaNode;
  default?: unknown;
  literal?: unknown;
  requirement?: unknown;
}

function asNode(schema: unknown): SchemaNode {
  return typeof schema === 'object' && schema !== null ? (schema as SchemaNode) : {};
}

/** Wrappers whose `default` stands in for a missing value; with them an object key may be absent. */
const optionalTypes = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable']);
const wrapperTypes = new Set([
  ...optionalTypes,
  'nullable',
  'non_nullable',
  'non_nullish',
  'non_optional',
]);
const objectTypes = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const literalTypes = new Set(['picklist', 'literal', 'enum', 'boolean', 'null']);
const anyTypes = new Set(['unknown', 'any']);

/** A schema taken apart: the schemas a value passes through, and the checks on the way. */
interface Flat {
  /** Each schema of the pipes, unwrapped, and whether a transform came before it. */
  schemas: { node: SchemaNode; afterTransform: boolean }[];
  /** Validation actions, in order (those of the schemas' own pipes included). */
  actions: { node: SchemaNode; on: SchemaNode | undefined }[];
  /** Schemas and actions in the order a value meets them (for the messages, in the schema's order). */
  sequence: SchemaNode[];
  transformed: boolean;
  trimmed: boolean;
  /** The schema that says what the CMS sends: the first one that is not "any value", before a transform. */
  base: SchemaNode | undefined;
}

function flatten(node: SchemaNode): Flat {
  const flat: Flat = {
    schemas: [],
    actions: [],
    sequence: [],
    transformed: false,
    trimmed: false,
    base: undefined,
  };
  visit(node, flat);
  const before = flat.schemas.filter((entry) => !entry.afterTransform).map((entry) => entry.node);
  flat.base =
    before.find((schema) => !anyTypes.has(String(schema.type))) ??
    flat.schemas.find((entry) => !anyTypes.has(String(entry.node.type)))?.node ??
    flat.schemas[0]?.node;
  return flat;
}

function visit(node: SchemaNode, flat: Flat): void {
  if (node.kind !== 'schema') return;
  if (node.pipe && node.pipe.length > 0) {
    // `v.pipe(a, …)` is a copy of `a` with `pipe: [a, …]`: the first item is the schema before its pipe.
    const [first, ...rest] = node.pipe;
    if (first) visit(first, flat);
    for (const item of rest) {
      if (item.kind === 'schema') visit(item, flat);
      else if (item.kind === 'validation') {
        flat.actions.push({ node: item, on: lastSchema(flat) });
        flat.sequence.push(item);
      } else if (item.kind === 'transformation') {
        if (item.type === 'trim') flat.trimmed = true;
        else if (
          !['trim_start', 'trim_end', 'to_lower_case', 'to_upper_case'].includes(String(item.type))
        )
          flat.transformed = true;
      }
    }
    return;
  }
  if (wrapperTypes.has(String(node.type)) && node.wrapped) {
    visit(node.wrapped, flat);
    return;
  }
  flat.schemas.push({ node, afterTransform: flat.transformed });
  flat.sequence.push(node);
}

function lastSchema(flat: Flat): SchemaNode | undefined {
  return flat.schemas[flat.schemas.length - 1]?.node;
}

function isObject(node: SchemaNode): boolean {
  return objectTypes.has(String(node.type)) && node.entries !== undefined;
}

function walkObject(object: SchemaNode, flat: Flat, prefix: string, rows: FieldDoc[]): void {
  for (const [key, entry] of Object.entries(object.entries ?? {})) {
    const name = `${prefix}${key}`;
    const entryFlat = flatten(entry);
    rows.push(row(name, entry, entryFlat, object));
    descend(name, entryFlat, rows);
  }
  attributeObjectChecks(object, flat, prefix, rows);
}

/** The rows under a field: an object's entries (`cta.content`), a list's items' (`faqs[].headline`). */
function descend(name: string, flat: Flat, rows: FieldDoc[]): void {
  const base = flat.base;
  if (!base) return;
  if (isObject(base)) walkObject(base, flat, `${name}.`, rows);
  else if (base.type === 'array' && base.item) {
    const item = flatten(base.item);
    if (item.base && isObject(item.base)) walkObject(item.base, item, `${name}[].`, rows);
  }
}

/**
 * Checks on a whole object (`v.forward(v.check(…), ['image1'])`) carry their message to a field, but
 * a forwarded path is not readable from the schema. The field is found by running the check on the
 * object as it reads when empty; a check that passes then stays on the object's own row.
 */
function attributeObjectChecks(object: SchemaNode, flat: Flat, prefix: string, rows: FieldDoc[]) {
  const own = flat.actions.filter((action) => action.on === object);
  for (const { node } of own) {
    const message = typeof node.message === 'string' ? node.message : undefined;
    if (!message) continue;
    let path: string | null = null;
    try {
      const probe = v.safeParse(
        v.pipe(object as unknown as v.GenericSchema, node as unknown as v.GenericValidation),
        {},
      );
      const issue = probe.issues?.find((candidate) => candidate.message === message);
      path = issue ? v.getDotPath(issue) : null;
    } catch {
      path = null;
    }
    // The field it is reported on; else the object's own row (`cta`, `faqs` for `faqs[].`); else, for
    // the content itself, a row of its own.
    const owner = prefix.replace(/\.$/, '').replace(/\[\]$/, '') || wholeContent;
    const target =
      (path && rows.find((candidate) => candidate.name === `${prefix}${path}`)) ||
      rows.find((candidate) => candidate.name === owner);
    if (target) {
      if (!target.messages.includes(message)) target.messages.push(message);
    } else {
      rows.unshift({
        name: wholeContent,
        type: 'object',
        required: true,
        values: [],
        limits: [],
        messages: [message],
      });
    }
  }
}

/** The row of a check on the whole content that no field is named for. */
const wholeContent = '(content as a whole)';

function row(name: string, schema: unknown, flat: Flat, parent: SchemaNode | null): FieldDoc {
  const node = asNode(schema);
  const base = flat.base;
  const required = isRequired(schema, node);
  const fieldDefault = required ? undefined : defaultOf(schema);
  const messages = unique(messagesIn(flat));
  const values = base ? valuesOf(base) : [];
  const limits = unique([
    ...flat.actions.flatMap(({ node: action, on }) => limitOf(action, on, flat.trimmed)),
    ...(base ? optionLimits(base) : []),
  ]);

  const otherwise: string[] = [];
  const phrase = base ? typePhrase(base).singular : 'any value';
  const rejectsType = base !== undefined && !anyTypes.has(String(base.type));
  if (!rejectsType && flat.actions.length === 0)
    otherwise.push('never reported: any value is read');
  else if (rejectsType && typeof base?.message !== 'string' && !hasOwnUnionMessages(base))
    otherwise.push(
      `valibot's generic “Invalid type” message (expected ${phrase === 'one of' ? 'one of the values' : phrase})`,
    );
  if (parent && !optionalTypes.has(String(node.type)))
    otherwise.push(
      typeof parent.message === 'string'
        ? `missing: “${parent.message}”`
        : `missing: valibot's generic “Invalid key” message`,
    );

  return {
    name,
    type: phrase,
    required,
    ...(fieldDefault === undefined ? {} : { default: fieldDefault }),
    values,
    limits,
    messages,
    ...(otherwise.length > 0 ? { otherwise: otherwise.join('; ') } : {}),
  };
}

/** A field is required when leaving it out is reported (`requiredText`, `nonEmpty`, `minLength(1)`…). */
function isRequired(schema: unknown, node: SchemaNode): boolean {
  try {
    return !v.safeParse(schema as v.GenericSchema, undefined).success;
  } catch {
    // A transform that cannot take the default: judge by the shape alone.
    return !optionalTypes.has(String(node.type));
  }
}

/**
 * What a missing value reads as: the schema's output for `undefined`, so a default that a transform
 * turns into something else (a blank thank-you message into the standard one) shows as it is used.
 */
function defaultOf(schema: unknown): string | undefined {
  try {
    const result = v.safeParse(schema as v.GenericSchema, undefined);
    if (result.success && result.output !== undefined && isPlain(result.output))
      return json(result.output);
  } catch {
    // Falls through to the wrapper's own default.
  }
  const node = asNode(schema);
  const wrapper = node.pipe?.[0] ?? node;
  if (
    optionalTypes.has(String(wrapper.type)) &&
    wrapper.default !== undefined &&
    isPlain(wrapper.default)
  )
    return json(wrapper.default);
  return undefined;
}

function isPlain(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as Record<string, unknown>).every(isPlain);
  return false;
}

function json(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/**
 * The messages of a schema. The type-deciding schema also gives those of a union's options and of a
 * list's items when the items have no rows of their own (a list of ids, not a list of objects).
 */
function messagesOf(node: SchemaNode, deep: boolean): string[] {
  const own = typeof node.message === 'string' ? [node.message] : [];
  if (!deep) return own;
  if (node.type === 'union' || node.type === 'variant')
    return [...own, ...(node.options ?? []).flatMap((option) => nestedMessages(asNode(option)))];
  if (node.type === 'array' && node.item) {
    const item = flatten(node.item);
    if (item.base && isObject(item.base)) return own;
    return [...own, ...nestedMessages(node.item)];
  }
  return own;
}

function nestedMessages(node: SchemaNode): string[] {
  return messagesIn(flatten(node));
}

function messagesIn(flat: Flat): string[] {
  return flat.sequence.flatMap((node) =>
    node.kind === 'schema'
      ? messagesOf(node, node === flat.base)
      : typeof node.message === 'string'
        ? [node.message]
        : [],
  );
}

function hasOwnUnionMessages(node: SchemaNode | undefined): boolean {
  return (
    node !== undefined &&
    (node.type === 'union' || node.type === 'variant') &&
    typeof node.message === 'string'
  );
}

/** The values a picklist, literal or union of them allows. */
function valuesOf(node: SchemaNode): string[] {
  const literal = literalValues(node);
  if (literal) return literal.map(json);
  if (node.type === 'union' || node.type === 'variant') {
    const options = (node.options ?? []).map((option) =>
      literalValues(flatten(asNode(option)).base),
    );
    if (options.every((values) => values !== null)) return unique(options.flat().map(json));
  }
  return [];
}

function literalValues(node: SchemaNode | undefined): unknown[] | null {
  if (!node) return null;
  switch (node.type) {
    case 'picklist':
    case 'enum':
      return [...(node.options ?? [])];
    case 'literal':
      return [node.literal];
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    default:
      return null;
  }
}

/** The limits of a union's options (its checks are theirs), e.g. "a whole number", "at least 1". */
function optionLimits(node: SchemaNode): string[] {
  if (node.type !== 'union' && node.type !== 'variant') return [];
  return (node.options ?? []).flatMap((option) => {
    const flat = flatten(asNode(option));
    return flat.actions.flatMap(({ node: action, on }) => limitOf(action, on, flat.trimmed));
  });
}

function limitOf(action: SchemaNode, on: SchemaNode | undefined, trimmed: boolean): string[] {
  const n = action.requirement;
  const list = on?.type === 'array';
  const unit = (count: unknown) =>
    list
      ? `${String(count)} item${count === 1 ? '' : 's'}`
      : `${String(count)} character${count === 1 ? '' : 's'}`;
  switch (action.type) {
    case 'min_length':
      return [`at least ${unit(n)}`];
    case 'max_length':
      return [`at most ${unit(n)}`];
    case 'length':
      return [`exactly ${unit(n)}`];
    case 'non_empty':
      return [list ? 'at least 1 item' : trimmed ? 'not blank' : 'not empty'];
    case 'min_value':
      return [`at least ${String(n)}`];
    case 'max_value':
      return [`at most ${String(n)}`];
    case 'value':
      return [`exactly ${json(n)}`];
    case 'integer':
      return ['a whole number'];
    case 'regex':
      return [`matches ${String(n)}`];
    case 'email':
      return ['an e-mail address'];
    case 'url':
      return ['a URL'];
    default:
      // `check` and other custom rules: their message says what they want.
      return [];
  }
}

interface Phrase {
  singular: string;
  plural: string;
}

/** The type of a schema in plain words, and its plural for "list of …". */
function typePhrase(node: SchemaNode): Phrase {
  switch (node.type) {
    case 'string':
      return { singular: 'text', plural: 'text' };
    case 'number':
    case 'bigint':
      return { singular: 'number', plural: 'numbers' };
    case 'boolean':
      return { singular: 'yes/no', plural: 'yes/no values' };
    case 'date':
      return { singular: 'date', plural: 'dates' };
    case 'null':
      return { singular: 'null', plural: 'nulls' };
    case 'picklist':
    case 'enum':
    case 'literal':
      return { singular: 'one of', plural: 'allowed values' };
    case 'array': {
      const item = node.item ? flatten(node.item).base : undefined;
      const items = item ? typePhrase(item).plural : 'any values';
      return { singular: `list of ${items}`, plural: `lists of ${items}` };
    }
    case 'tuple':
      return { singular: 'list', plural: 'lists' };
    case 'record':
      return { singular: 'object with any keys', plural: 'objects with any keys' };
    case 'union':
    case 'variant': {
      const options = (node.options ?? []).map((option) => flatten(asNode(option)).base);
      if (options.every((option) => option && literalTypes.has(String(option.type))))
        return { singular: 'one of', plural: 'allowed values' };
      const phrases = options.map((option) =>
        option ? typePhrase(option) : { singular: 'any value', plural: 'any values' },
      );
      return {
        singular: orList(unique(phrases.map((phrase) => phrase.singular))),
        plural: orList(unique(phrases.map((phrase) => phrase.plural))),
      };
    }
    default:
      return isObject(node) || objectTypes.has(String(node.type))
        ? { singular: 'object', plural: 'objects' }
        : { singular: 'any value', plural: 'any values' };
  }
}

function orList(words: string[]): string {
  if (words.length <= 1) return words[0] ?? 'any value';
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}
