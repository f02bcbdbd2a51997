import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { registry } from '#registry';
import { optionalText, requiredField, requiredText } from './contentFields.ts';
import { contentFieldDocs, fieldDocs, type DocumentedSection, type FieldDoc } from './fieldDocs.ts';

const types = Object.keys(registry) as (keyof typeof registry)[];

async function load(type: keyof typeof registry): Promise<DocumentedSection> {
  return (await registry[type]()).default;
}

async function rowsOf(type: keyof typeof registry): Promise<FieldDoc[]> {
  return fieldDocs(await load(type));
}

function field(rows: FieldDoc[], name: string): FieldDoc {
  const found = rows.find((row) => row.name === name);
  if (!found) throw new Error(`no row ${name} in ${rows.map((row) => row.name).join(', ')}`);
  return found;
}

describe('field docs of every registered section', () => {
  it.each(types)(
    'describes every field of %s with a name, a type and whether it is required',
    async (type) => {
      const rows = await rowsOf(type);
      const content = rows.filter(
        (row) => !row.name.startsWith('options.') && row.name !== 'time_reveal',
      );
      expect(content.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.name).toMatch(/^[\w.[\]()]+/);
        expect(row.type.trim()).not.toBe('');
        expect(typeof row.required).toBe('boolean');
        // A wrong value is always accounted for: a message of the schema's own, or what happens instead.
        expect(row.messages.length > 0 || (row.otherwise ?? '') !== '', row.name).toBe(true);
      }
      expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    },
  );

  it.each(types)(
    'ends the fields of %s with time_reveal, its layout and its background',
    async (type) => {
      const module = await load(type);
      const names = fieldDocs(module).map((row) => row.name);
      expect(names.slice(-3)).toEqual([
        'time_reveal',
        'options.Layout.layout',
        'options.BackgroundColor.color',
      ]);
      const background = field(fieldDocs(module), 'options.BackgroundColor.color');
      expect(background.default).toBe(JSON.stringify(module.defaultBackground));
    },
  );
});

describe('field docs of particular sections', () => {
  it('gives the hero headline as required text with its own message', async () => {
    expect(field(await rowsOf('hero'), 'headline')).toEqual({
      name: 'headline',
      type: 'text',
      required: true,
      values: [],
      limits: ['not blank'],
      messages: ['The headline is required.'],
    });
  });

  it('gives an optional text its default and valibot’s generic message', async () => {
    const subheadline = field(await rowsOf('hero'), 'subheadline');
    expect(subheadline).toMatchObject({
      type: 'text',
      required: false,
      default: '""',
      messages: [],
    });
    expect(subheadline.otherwise).toBe("valibot's generic “Invalid type” message (expected text)");
  });

  it('lists the layouts of the hero, the first as the default', async () => {
    expect(field(await rowsOf('hero'), 'options.Layout.layout')).toMatchObject({
      type: 'one of',
      required: false,
      default: '"default"',
      values: ['"default"', '"opt-in"'],
    });
  });

  it('lists the values of a picklist, its default and its message', async () => {
    const rows = await rowsOf('card-grid');
    expect(field(rows, 'type')).toMatchObject({
      type: 'one of',
      required: false,
      default: '"Feed"',
      values: ['"Feed"', '"Custom"'],
      messages: ['The type must be "Feed" or "Custom".'],
    });
    // Nullish with a null default, then checked: required, and no default to show.
    const cardType = field(rows, 'cardType');
    expect(cardType).toMatchObject({
      required: true,
      values: ['"coach"', '"provider"', '"post"'],
      messages: ['The card type must be "coach", "provider" or "post".'],
    });
    expect(cardType).not.toHaveProperty('default');
  });

  it('gives the items of a list of objects as dotted rows', async () => {
    const rows = await rowsOf('faq');
    expect(rows.map((row) => row.name).slice(0, 4)).toEqual([
      'headline',
      'faqs',
      'faqs[].headline',
      'faqs[].body',
    ]);
    expect(field(rows, 'faqs')).toMatchObject({
      type: 'list of objects',
      required: true,
      limits: ['at least 1 item'],
      messages: [
        'The list of questions (faqs) is required.',
        'The FAQ needs at least one question.',
      ],
    });
    expect(field(rows, 'faqs[].headline')).toMatchObject({
      required: true,
      messages: ['Each question needs a headline.'],
      otherwise: "missing: valibot's generic “Invalid key” message",
    });
  });

  it('follows objects and lists down to the call-to-action buttons of a band', async () => {
    const rows = await rowsOf('cta-band');
    expect(field(rows, 'cta')).toMatchObject({
      type: 'object',
      required: true,
      messages: ['The call to action (cta) is required.'],
    });
    expect(field(rows, 'cta.content')).toMatchObject({
      required: false,
      default: '{"buttons":[]}',
    });
    expect(field(rows, 'cta.content.buttons[].link')).toMatchObject({
      type: 'text',
      required: false,
    });
    expect(field(rows, 'cta.content.buttons[].isOptInForm')).toMatchObject({
      type: 'yes/no, number or text',
      default: 'false',
    });
    expect(field(rows, 'options.BackgroundColor.color')).toMatchObject({
      default: '"green"',
      values: ['"beige"', '"green"', '"pink"', '"white"'],
    });
  });

  it('puts a check on the whole content on the field it is reported on', async () => {
    expect(field(await rowsOf('multiple-image'), 'image1').messages).toEqual([
      'At least one image is required.',
    ]);
    expect(field(await rowsOf('garden-gallery'), 'gardens').messages).toContain(
      'Add at least one garden.',
    );
  });

  it('shows the default a transform makes of a missing value', async () => {
    expect(field(await rowsOf('share'), 'headline').default).toBe('"Share This Post"');
    expect(field(await rowsOf('multiple-image'), 'imgCount')).toMatchObject({
      type: 'any value',
      default: '4',
      otherwise: 'never reported: any value is read',
    });
  });
});

describe('field docs of a schema', () => {
  it('reads requiredText, requiredField, nonEmpty and minLength(1) as required, nullish alone as optional', () => {
    const rows = contentFieldDocs(
      v.looseObject({
        title: requiredText('The title is required.'),
        body: optionalText('The body must be text.'),
        steps: requiredField('Add a step.', v.array(v.string(), 'The steps must be a list.')),
        tags: v.pipe(v.nullish(v.array(v.string()), []), v.minLength(1, 'Add a tag.')),
        name: v.pipe(v.nullish(v.string(), ''), v.nonEmpty('The name is required.')),
        note: v.nullish(v.string(), 'none'),
      }),
    );
    expect(rows.map((row) => [row.name, row.required])).toEqual([
      ['title', true],
      ['body', false],
      ['steps', true],
      ['tags', true],
      ['name', true],
      ['note', false],
    ]);
    expect(field(rows, 'steps')).toMatchObject({
      type: 'list of text',
      messages: ['Add a step.', 'The steps must be a list.'],
    });
    expect(field(rows, 'note').default).toBe('"none"');
  });

  it('lists literals, unions of literals and limits of numbers and lengths', () => {
    const rows = contentFieldDocs(
      v.object({
        size: v.union([v.literal('s'), v.literal('m'), v.literal(3)], 'Pick a size.'),
        count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
        code: v.pipe(v.string(), v.minLength(2), v.maxLength(4)),
      }),
    );
    expect(field(rows, 'size')).toMatchObject({
      type: 'one of',
      values: ['"s"', '"m"', '3'],
      messages: ['Pick a size.'],
    });
    expect(field(rows, 'count').limits).toEqual(['a whole number', 'at least 1', 'at most 9']);
    expect(field(rows, 'code').limits).toEqual(['at least 2 characters', 'at most 4 characters']);
  });

  it('keeps a check on the whole content that names no field in a row of its own', () => {
    const rows = contentFieldDocs(
      v.pipe(
        v.looseObject({ from: v.nullish(v.number(), 0), to: v.nullish(v.number(), 10) }),
        v.check((content) => content.from <= content.to, 'From must not be after to.'),
      ),
    );
    expect(rows.map((row) => row.name)).toEqual(['(content as a whole)', 'from', 'to']);
    expect(rows[0]).toMatchObject({ type: 'object', messages: ['From must not be after to.'] });
  });

  it('names what it does not know "any value" instead of throwing', () => {
    const rows = contentFieldDocs(
      v.looseObject({
        later: v.lazy(() => v.string()),
        custom: v.custom<string>((input) => typeof input === 'string'),
      }),
    );
    expect(rows.map((row) => [row.name, row.type])).toEqual([
      ['later', 'any value'],
      ['custom', 'any value'],
    ]);
  });
});
