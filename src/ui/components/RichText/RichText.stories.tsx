import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { RichText } from './RichText.tsx';
import { richTextSizes, richTextTones } from './RichText.css.ts';

const catalogue = [
  '<h2>Planning a kitchen garden</h2>',
  '<p>Start small: one bed of <strong>four by eight feet</strong> feeds a family with salads all summer. Read the <a href="/blog">planting guides</a>, or <a href="https://example.com/soil">test your soil</a> first.</p>',
  '<h3>What to grow first</h3>',
  '<ul><li>Salad leaves, sown every two weeks</li><li>Bush beans and courgettes</li><li>Herbs: parsley, chives and mint (in a pot)</li></ul>',
  '<h4>In order of sowing</h4>',
  '<ol><li>Radishes and peas in early spring</li><li>Beans after the last frost</li><li>Winter leeks in midsummer</li></ol>',
  '<blockquote><p>The best fertiliser is the gardener’s shadow.</p></blockquote>',
  '<p>A link to <a href="#">nowhere yet</a> goes nowhere.</p>',
].join('');

const paragraph =
  '<p>Good soil is the whole secret. Feed it every autumn with a thick layer of compost and let the worms carry it down over winter; by spring the bed is dark, crumbly and ready to sow.</p>';

/**
 * Rich text from the CMS — body sections, FAQ answers, the short text of a hero. The HTML is
 * sanitized here (no scripts, event handlers, `javascript:` links, forms or style sheets) and styled
 * from the theme: headings, paragraphs, lists, quotes, images and links. Links follow the site's
 * rules: an in-page `#anchor` link scrolls smoothly to its target (instantly for people who prefer
 * reduced motion) and moves focus there; a link to this site opens without a reload; a bare `#` goes
 * nowhere. `tone="inverse"` is for the green background; `size="lg"` is reading text, one step larger
 * from tablet width up. Nothing renders when no text is left.
 */
const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: { html: catalogue, tone: 'default', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: richTextTones },
    size: { control: 'inline-radio', options: richTextSizes },
    as: { control: 'inline-radio', options: ['div', 'section'] },
    className: { table: { disable: true } },
  },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '46rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every element the CMS may send, in body size. */
export const HeadingsListsAndLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Planning a kitchen garden',
    );
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'planting guides' })).toHaveAttribute(
      'href',
      '/blog',
    );
    // A bare '#' goes nowhere: no jump to the top, nothing added to the address.
    const hash = window.location.hash;
    await userEvent.click(canvas.getByRole('link', { name: 'nowhere yet' }));
    await expect(window.location.hash).toBe(hash);
  },
};

/** Reading text (body sections, heroes): one step larger from tablet width up. */
export const Large: Story = { args: { size: 'lg' } };

/** On the green background the text and its links turn white. */
export const InverseOnGreen: Story = {
  args: { tone: 'inverse', size: 'lg' },
  decorators: [
    (Story) => (
      <Box background="green" padding="large">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    const white = 'rgb(255, 255, 255)';
    await expect(getComputedStyle(canvas.getByText(/Start small/)).color).toBe(white);
    await expect(
      getComputedStyle(canvas.getByRole('link', { name: 'planting guides' })).color,
    ).toBe(white);
  },
};

/** Clicking an in-page `#` link scrolls to its target and moves focus there. */
export const InPageLinkScrolls: Story = {
  args: {
    html: `<p>Jump to <a href="#harvest">the harvest</a>.</p>${paragraph.repeat(14)}<h3 id="harvest">Harvest</h3>${paragraph.repeat(6)}`,
  },
  play: async ({ canvas }) => {
    const target = canvas.getByRole('heading', { name: 'Harvest' });
    await expect(target.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);

    await userEvent.click(canvas.getByRole('link', { name: 'the harvest' }));

    await waitFor(
      () => {
        // Right below the sticky header (the page's scroll padding), unless the page ends first:
        // the target is near the end of this short page.
        const top = target.getBoundingClientRect().top;
        const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        const end = document.documentElement.scrollHeight - window.innerHeight;
        expect(Math.abs(top - padding) < 2 || Math.abs(window.scrollY - end) < 2).toBe(true);
      },
      { timeout: 3000 },
    );
    await expect(target).toHaveFocus();
    window.scrollTo({ top: 0 });
  },
};

/** Hostile markup is removed before it reaches the page: no script runs, no handler fires. */
export const SanitizedMaliciousInput: Story = {
  args: {
    html: [
      '<p>Read the <a href="/blog">blog</a>.</p>',
      '<script>document.body.dataset.richTextHacked = "script"</script>',
      '<img src="data:image/png;base64,AAAA" alt="" onerror="document.body.dataset.richTextHacked = \'onerror\'">',
      '<p><a href="javascript:document.body.dataset.richTextHacked = \'link\'">Not a link</a></p>',
      '<form action="/steal"><input name="password"><button>Log in</button></form>',
    ].join(''),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'blog' })).toBeVisible();
    await expect(canvasElement.querySelector('script, form, input, [onerror]')).toBeNull();
    const notALink = canvas.getByText('Not a link');
    await expect(notALink).not.toHaveAttribute('href');
    await userEvent.click(notALink);
    // Long enough for the broken image to have failed to load.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(document.body.dataset.richTextHacked).toBeUndefined();
  },
};
