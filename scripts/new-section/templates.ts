import type { SectionNames } from './names.ts';

/**
 * The files `npm run new-section` writes for a new section type. Each is a complete, working starting
 * point whose placeholder content says what to change. docs/adding-a-section.md quotes them (a test
 * keeps the two the same), so edit them together.
 */
export interface TemplateOptions {
  /** Scaffold a section whose data comes from the API through a data hook. */
  data: boolean;
  /**
   * With `data`: the request's parameters (`--param=<name>`), each an optional text field of the
   * section's content sent as `?<name>=` when it is not empty, and checked by the reference API.
   */
  params?: readonly string[];
}

/** The longest value the generated API route takes for a request parameter. */
export const maxParamLength = 200;

const paramsOf = (options?: TemplateOptions) => (options?.data ? (options.params ?? []) : []);

export function schemaFile(
  { type, camel, pascal }: SectionNames,
  options?: TemplateOptions,
): string {
  const paramFields = paramsOf(options)
    .map(
      (param) => `
  /** Sent with the request for the section's items as \`?${param}=\` (left out when empty). */
  ${param}: optionalText('The ${param} must be text.'),`,
    )
    .join('');
  return `import * as v from 'valibot';
import { optionalText, requiredText } from '#src/lib/sectionKit/contentFields.ts';

/**
 * The \`content\` of a \`${type}\` section (docs/cms-contract.md). Placeholder fields: replace them
 * with the fields the CMS sends for this type. Extra fields are allowed (\`looseObject\`): the CMS
 * sends more than a section reads (\`time_reveal\`, for one).
 */
export const ${camel}Content = v.looseObject({
  /** Required: missing, blank or not text is reported as \`content.title: The title is required.\` */
  title: requiredText('The title is required.'),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: optionalText('The body must be text.'),${paramFields}
});

export type ${pascal}Content = v.InferOutput<typeof ${camel}Content>;
`;
}

export function stylesFile({ type }: SectionNames): string {
  return `import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

/**
 * Placeholder look of the \`${type}\` section: a rule in the text colour (which follows the section's
 * background, so it shows on every band) beside the content. Read tokens through \`vars\` only.
 */
export const box = style({
  borderInlineStart: \`\${vars.space.xxsmall} solid currentColor\`,
  paddingInlineStart: vars.space.large,
});
`;
}

export function componentFile(names: SectionNames, { data }: TemplateOptions): string {
  const { type, camel, pascal } = names;
  if (!data)
    return `import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { box } from './${pascal}.css.ts';
import type { ${pascal}Content } from './schema.ts';

/** The \`${type}\` section. Placeholder: say in a line what it shows, and show it. */
export function ${pascal}({ content, background }: SectionProps<${pascal}Content>) {
  return (
    <Container width="reading">
      <Stack space="small" className={box}>
        <Heading level={2} size="md" tone={background === 'green' ? 'inverse' : 'default'}>
          {content.title}
        </Heading>
        <RichText html={content.body} />
      </Stack>
    </Container>
  );
}
`;
  return `import type { ${pascal}ItemWire } from '#src/lib/api/types.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Skeleton } from '#src/ui/components/Skeleton/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { box } from './${pascal}.css.ts';
import type { ${pascal}Content } from './schema.ts';

// Placeholder wording: use the specification's messages for this section's states.
export const ${camel}LoadingText = 'Loading...';
export const ${camel}EmptyText = 'Nothing here yet.';
export const ${camel}ErrorText = 'Sorry, this could not be loaded. Please try again later.';

/**
 * The \`${type}\` section. Placeholder: say in a line what it shows. Its items come from the API
 * through the module's data hook (\`data\`), in the first HTML when the server prefetched them.
 */
export function ${pascal}({
  content,
  background,
  data,
}: SectionProps<${pascal}Content, 'default', ${pascal}ItemWire[]>) {
  const tone = background === 'green' ? 'inverse' : 'default';
  let items;
  if (data.data && data.data.length > 0) {
    items = (
      <ul>
        {data.data.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
    );
  } else if (data.error) {
    items = <Text tone={background === 'green' ? 'inverse' : 'error'}>{${camel}ErrorText}</Text>;
  } else if (data.data) {
    items = <Text tone={background === 'green' ? 'inverse' : 'muted'}>{${camel}EmptyText}</Text>;
  } else {
    items = (
      <div role="status">
        <VisuallyHidden>{${camel}LoadingText}</VisuallyHidden>
        <Skeleton lines={3} />
      </div>
    );
  }
  return (
    <Container width="reading">
      <Stack space="small" className={box}>
        <Heading level={2} size="md" tone={tone}>
          {content.title}
        </Heading>
        <RichText html={content.body} />
        {items}
      </Stack>
    </Container>
  );
}
`;
}

export function requestsFile(
  { type, camel, pascal }: SectionNames,
  options?: TemplateOptions,
): string {
  const params = paramsOf(options);
  if (params.length === 0)
    return `import type { ApiClient } from '#src/lib/api/client.ts';
import type { ${pascal}ItemWire, ListResponse } from '#src/lib/api/types.ts';

/**
 * The SWR key of the \`${type}\` section's data: the API path it reads. The server's prefetch fills
 * the SWR fallback under the same key, so the browser does not ask again. Placeholder call: read
 * what the section needs (docs/api/${type}.md), and key it by the content that changes the answer.
 */
export function ${camel}Key(): string {
  return '/${type}';
}

/** Loads the section's items through the API client (its errors carry the API's status). */
export async function fetch${pascal}(api: ApiClient): Promise<${pascal}ItemWire[]> {
  const response = await api.get<ListResponse<${pascal}ItemWire>>(${camel}Key());
  return response.data;
}
`;
  const setters = params
    .map((param) => `  if (content.${param}) query.set('${param}', content.${param});`)
    .join('\n');
  return `import type { ApiClient } from '#src/lib/api/client.ts';
import type { ${pascal}ItemWire, ListResponse } from '#src/lib/api/types.ts';
import type { ${pascal}Content } from './schema.ts';

/**
 * The SWR key of the \`${type}\` section's data: the API path it reads, with the content's request
 * parameters (${params.map((param) => `\`${param}\``).join(', ')}; an empty one is left out). The server's prefetch fills the
 * SWR fallback under the same key, so the browser does not ask again (docs/api/${type}.md).
 */
export function ${camel}Key(content: ${pascal}Content): string {
  const query = new URLSearchParams();
${setters}
  const search = query.toString();
  return search ? \`/${type}?\${search}\` : '/${type}';
}

/** Loads the section's items through the API client (its errors carry the API's status). */
export async function fetch${pascal}(
  api: ApiClient,
  content: ${pascal}Content,
): Promise<${pascal}ItemWire[]> {
  const response = await api.get<ListResponse<${pascal}ItemWire>>(${camel}Key(content));
  return response.data;
}
`;
}

export function moduleFile(
  { type, camel, pascal }: SectionNames,
  { data }: TemplateOptions,
): string {
  if (!data)
    return `import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { ${pascal} } from './${pascal}.tsx';
import { ${camel}Content } from './schema.ts';

export default defineSection({
  type: '${type}',
  content: ${camel}Content,
  Component: ${pascal},
  // layouts: ['default', 'wide'] as const,  when options.Layout.layout names variants (first = default)
  // defaultBackground: 'beige',             when the CMS contract gives one (white otherwise)
  // static: true,  when the server's HTML is all it is: no handlers but links, no state or effects
  //                (add the type to staticSections in registry.ts too; decision 029)
});
`;
  return `import type { ${pascal}ItemWire } from '#src/lib/api/types.ts';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { ${pascal} } from './${pascal}.tsx';
import { fetch${pascal}, ${camel}Key } from './${camel}Requests.ts';
import { ${camel}Content, type ${pascal}Content } from './schema.ts';

export default defineSection<${pascal}Content, 'default', ${pascal}ItemWire[]>({
  type: '${type}',
  content: ${camel}Content,
  Component: ${pascal},
  // prefetch: the server loads the data into the first HTML; without it the section loads in the browser.
  data: { key: ${camel}Key, fetch: fetch${pascal}, prefetch: true },
});
`;
}

function storyDoc({ type, label }: SectionNames, { data }: TemplateOptions): string {
  return `/**
 * **${label}** (\`${type}\`): placeholder — say what this section is for and where editors use it.
 * Editors fill in:
 * - \`title\` (required): the heading;
 * - \`body\` (optional): rich text under it; left out when blank.
 *${data ? `\n * Its items come from the API (\`GET /${type}\`), in the page's first HTML; while they load the section\n * shows placeholders, with none it says so, and when they cannot be loaded it says that.\n *` : ''}
 * Background: any of beige, green, pink, white (white when none is chosen).
 */`;
}

export function storiesFile(names: SectionNames, options: TemplateOptions): string {
  const { type, camel, pascal } = names;
  const imports = options.data
    ? `import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect } from 'storybook/test';
import { ${camel}Items, ${camel}Sections } from '#src/demo/sections/${type}.ts';
import { apiStates, sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import ${camel}Module from './index.ts';
import { ${pascal}, ${camel}EmptyText, ${camel}ErrorText } from './${pascal}.tsx';`
    : `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ${camel}Sections } from '#src/demo/sections/${type}.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import ${camel}Module from './index.ts';
import { ${pascal} } from './${pascal}.tsx';`;
  const metaExtra = options.data
    ? `
  // The items come from the API as the browser calls it (/api/...), answered here by MSW.
  beforeEach({ msw }) {
    msw.use(apiStates.answer('/api/${type}', { data: ${camel}Items }));
  },`
    : '';
  const dataStories = options.data
    ? `

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.loading('/api/${type}'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.answer('/api/${type}', { data: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(${camel}EmptyText)).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.error('/api/${type}'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(${camel}ErrorText)).toBeVisible();
  },
};`
    : '';
  const firstPlay = options.data
    ? `    await expect(canvas.getByRole('heading', { level: 2, name: ${camel}Sections[0]!.content.title as string })).toBeVisible();
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(${camel}Items.length);`
    : `    await expect(
      canvas.getByRole('heading', { level: 2, name: ${camel}Sections[0]!.content.title as string }),
    ).toBeVisible();`;
  return `${imports}

const catalogue = sectionCatalogue(${camel}Module, ${pascal}, ${camel}Sections);
const { demo, propsOf } = catalogue;

${storyDoc(names, options)}
const meta = {
  title: 'Sections/${pascal}',
  ...catalogue.meta,${metaExtra}
} satisfies Meta<typeof ${pascal}>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const White: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
${firstPlay}
  },
};
export const Beige: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: ${camel}Module.type, content: { title: 'Only a title' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Only a title' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: ${camel}Module.type,
    content: {
      title:
        'Placeholder: the longest title an editor is likely to write, so that you can see how it wraps on a phone',
      body: '<p>Placeholder: the longest body an editor is likely to write. Replace it with real long content for this section — several paragraphs, a list, a link — so that the story shows how it wraps and where it breaks.</p><ul><li>A first point of some length</li><li>A second point</li></ul>',
    },
  }),
};${dataStories}
`;
}

export function testFile(names: SectionNames, options: TemplateOptions): string {
  const { data } = options;
  const { type, camel, pascal } = names;
  const [firstParam, ...otherParams] = paramsOf(options);
  const paramsTest = firstParam
    ? `
  it('asks the API with the content\\'s request parameters, leaving out empty ones', async () => {
    const searches: string[] = [];
    server.use(
      http.get('*/${type}', ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json({ data: ${camel}Items });
      }),
    );
    renderSection(${camel}Module, {
      content: { ...content, ${firstParam}: ' roses & ferns '${otherParams.map((param) => `, ${param}: '  '`).join('')} },
    });
    expect(await screen.findAllByRole('listitem')).toHaveLength(${camel}Items.length);
    expect(searches).toEqual(['?${firstParam}=roses+%26+ferns']);
  });
`
    : '';
  if (!data)
    return `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ${camel}Sections } from '#src/demo/sections/${type}.ts';
import { renderSection, testSectionSchema } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import ${camel}Module from './index.ts';
import * as stories from './${pascal}.stories.tsx';

// Every demo and seeded section parses; each required field, missing or of the wrong type, is
// reported with its own path and message.
testSectionSchema(${camel}Module, {
  demos: ${camel}Sections,
  required: { title: { message: 'The title is required.', empty: { value: '   ' } } },
});

// A Playground and a story for every layout and background.
testStoryCatalogue(${camel}Module, stories);

describe('${type} section', () => {
  it('shows the title as a heading with the body under it', () => {
    renderSection(${camel}Module, {
      content: { title: '  Water in the morning ', body: '<p>The leaves dry before nightfall.</p>' },
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Water in the morning' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The leaves dry before nightfall.')).toBeInTheDocument();
  });

  it('removes scripts and event handlers from the body', () => {
    const { container } = renderSection(${camel}Module, {
      content: {
        title: 'Safe',
        body: '<p>Kept.</p><script>window.hacked = true</script><img src="x" alt="" onerror="window.hacked = true">',
      },
    });
    expect(screen.getByText('Kept.')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/<script|window\\.hacked|onerror/);
  });
});
`;
  return `import { screen } from '@testing-library/react';${firstParam ? "\nimport { http, HttpResponse } from 'msw';" : ''}
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ${camel}Items, ${camel}Sections } from '#src/demo/sections/${type}.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { apiStates } from '#sections/_story/sectionCatalogue.tsx';
import { renderSection, testSectionSchema } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import ${camel}Module from './index.ts';
import { ${camel}EmptyText, ${camel}ErrorText } from './${pascal}.tsx';
import * as stories from './${pascal}.stories.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Every demo and seeded section parses; each required field, missing or of the wrong type, is
// reported with its own path and message.
testSectionSchema(${camel}Module, {
  demos: ${camel}Sections,
  required: { title: { message: 'The title is required.', empty: { value: '   ' } } },
});

// A Playground and a story for every layout and background.
testStoryCatalogue(${camel}Module, stories);

const content = { title: 'From the API' };

describe('${type} section', () => {
  it('shows the items the API answers under the title', async () => {
    server.use(apiStates.answer('*/${type}', { data: ${camel}Items }));
    renderSection(${camel}Module, { content });
    expect(screen.getByRole('heading', { level: 2, name: 'From the API' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(${camel}Items.length);
  });

  it('says so when there are no items', async () => {
    server.use(apiStates.answer('*/${type}', { data: [] }));
    renderSection(${camel}Module, { content });
    expect(await screen.findByText(${camel}EmptyText)).toBeInTheDocument();
  });

  it('says so when the items cannot be loaded', async () => {
    server.use(apiStates.error('*/${type}'));
    renderSection(${camel}Module, { content });
    expect(await screen.findByText(${camel}ErrorText)).toBeInTheDocument();
  });
${paramsTest}
  it('prefetches on the server under the key the browser reads', async () => {
    server.use(apiStates.answer('*/${type}', { data: ${camel}Items }));
    const api = createApiClient({ baseUrl: 'http://api.test' });
    const parsed = ${camel}Module.parse({ id: 1, ...${camel}Sections[0]! });
    if (!parsed.ok) throw new Error(parsed.message);
    await expect(
      ${camel}Module.prefetch!(api, parsed.section.content, defaultPublicConfig),
    ).resolves.toEqual({ '/${type}': ${camel}Items });
  });
});
`;
}

const demoBackgrounds = ['white', 'beige', 'green', 'pink'] as const;

export function fixturesFile(
  { type, camel, pascal }: SectionNames,
  { data }: TemplateOptions,
): string {
  const demos = demoBackgrounds
    .map(
      (color, index) => `  {
    type: '${type}',
    content: {
      title: ${index === 0 ? `'Placeholder ${type} section: replace this demo content'` : `'Placeholder on ${color}: one demo per background and layout'`},
      body: ${
        index === 0
          ? `'<p>Demo content for the <code>${type}</code> section lives in <code>src/demo/sections/${type}.ts</code>. Replace it with realistic content once the fields are final: it feeds the stories, the tests, /kitchen-sink and the reference API.</p>'`
          : index === 3
            ? `''`
            : `'<p>Show each background the section may sit on, and each layout it has.</p>'`
      },${index === 0 ? '\n      time_reveal: 0,' : ''}
    },
    options: { BackgroundColor: { color: '${color}' } },
  },`,
    )
    .join('\n');
  const items = data
    ? `

/** Placeholder items the reference API answers for \`GET /${type}\` (and the stories and tests use). */
export const ${camel}Items: ${pascal}ItemWire[] = [
  { id: 1, title: 'Placeholder item one: replace with realistic data' },
  { id: 2, title: 'Placeholder item two' },
  { id: 3, title: 'Placeholder item three' },
];`
    : '';
  return `import type { ${data ? `${pascal}ItemWire, ` : ''}PageSectionWire } from '#src/lib/api/types.ts';

/** Demo \`${type}\` sections: one per background (and per layout, when it has several). */
export const ${camel}Sections: Omit<PageSectionWire, 'id'>[] = [
${demos}
];${items}
`;
}

export function apiRouteFile(
  { type, camel, pascal }: SectionNames,
  options?: TemplateOptions,
): string {
  const params = paramsOf(options);
  const checked = params.length > 0;
  return `import { Router } from 'express';
import type { ${pascal}ItemWire, ListResponse } from '#src/lib/api/types.ts';
import { ${camel}Items } from '#src/demo/sections/${type}.ts';${checked ? "\nimport { validationError, type FieldErrors } from '../http/errors.ts';" : ''}
${
  checked
    ? `
/** The request's parameters: each optional text of at most ${maxParamLength} characters. */
const ${camel}Params = [${params.map((param) => `'${param}'`).join(', ')}] as const;
const maxParamLength = ${maxParamLength};
`
    : ''
}
/**
 * \`GET /${type}\`: the \`${type}\` section's data. Placeholder: answers the demo items${checked ? ' whatever the parameters' : ''}; replace it
 * with the real call of the specification over the database, and document it in docs/api/${type}.md.
 */
export function ${camel}Routes(): Router {
  const router = Router();
  router.get('/${type}', (${checked ? 'req' : '_req'}, res) => {${
    checked
      ? `
    const errors: FieldErrors = {};
    for (const name of ${camel}Params) {
      const value = req.query[name];
      if (value === undefined) continue;
      if (typeof value !== 'string') errors[name] = [\`The \${name} must be text.\`];
      else if (value.length > maxParamLength)
        errors[name] = [\`The \${name} may not be greater than \${maxParamLength} characters.\`];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);`
      : ''
  }
    const body: ListResponse<${pascal}ItemWire> = {
      data: ${camel}Items,
      meta: { current_page: 1, last_page: 1, per_page: ${camel}Items.length, total: ${camel}Items.length },
    };
    res.json(body);
  });
  return router;
}
`;
}

export function apiRouteTestFile(
  { type, camel, pascal }: SectionNames,
  options?: TemplateOptions,
): string {
  const [firstParam] = paramsOf(options);
  const paramsTest = firstParam
    ? `

  it('takes its parameters as short text, and refuses others with 422', async () => {
    expect((await api.request('/${type}?${firstParam}=roses')).status).toBe(200);
    for (const query of [\`${firstParam}=\${'a'.repeat(${maxParamLength + 1})}\`, '${firstParam}=roses&${firstParam}=ferns']) {
      const refused = await api.request(\`/${type}?\${query}\`);
      expect(refused.status).toBe(422);
      const body = (await refused.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors)).toEqual(['${firstParam}']);
    }
  });`
    : '';
  return `// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ${pascal}ItemWire, ListResponse } from '#src/lib/api/types.ts';
import { ${camel}Items } from '#src/demo/sections/${type}.ts';
import { startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('GET /${type}', () => {
  it('answers the section items as a list', async () => {
    const response = await api.request('/${type}');
    expect(response.status).toBe(200);
    const body = (await response.json()) as ListResponse<${pascal}ItemWire>;
    expect(body.data).toEqual(${camel}Items);
    expect(body.meta.total).toBe(${camel}Items.length);
  });${paramsTest}
});
`;
}

export function wireTypeBlock({ type, pascal }: SectionNames): string {
  return `
/** An item of \`GET /${type}\` (the \`${type}\` section's data). Placeholder: the fields it answers. */
export interface ${pascal}ItemWire {
  id: number;
  title: string;
}
`;
}

/** Its page of the API's documentation, docs/api/<type>.md. */
export function apiDocBlock({ type, pascal }: SectionNames, options?: TemplateOptions): string {
  const params = paramsOf(options);
  const paramsDoc =
    params.length > 0
      ? `

Query parameters, each optional text of at most ${maxParamLength} characters (the section sends the ones
its content fills in): ${params.map((param) => `\`${param}\``).join(', ')}. A longer value, or one given twice
(\`?${params[0]}=a&${params[0]}=b\`), answers 422 with the field's message under \`errors\`.`
      : '';
  return `# ${pascal} (\`${type}\` section)

Part of [the reference API](../api.md), whose conventions (errors, sign-in, paging) apply here.

## \`GET /${type}\`

Placeholder written by \`npm run new-section --data\`: the items of the \`${type}\` section, from its demo
fixtures. Answers \`{ "data": [{ "id": 1, "title": "…" }], "meta": { "current_page": 1, "last_page": 1, "per_page": 3, "total": 3 } }\`.${paramsDoc}
Replace with the real call and its exact request and answer.
`;
}

/** Its row in the table of areas of docs/api.md. */
export function apiDocIndexRow({ type, pascal }: SectionNames): string {
  return `| [${pascal} (\`${type}\` section)](api/${type}.md) | \`GET /${type}\` (placeholder) |`;
}

/** Its note for docs/sections.md (scripts/section-docs/notes.ts): the fields are read from the schema. */
export function sectionNoteEntry({ type }: SectionNames, { data }: TemplateOptions): string {
  return `  '${type}': 'Placeholder: say what the section shows${data ? ` and what it loads (\`GET /${type}\`)` : ''} and how it behaves.',`;
}

export function contractRow({ type }: SectionNames, options?: TemplateOptions): string {
  const fields = ['title', 'body', ...paramsOf(options)].join(', ');
  return `| \`${type}\` | ${fields} | placeholder: the fields the CMS sends | yes |`;
}
