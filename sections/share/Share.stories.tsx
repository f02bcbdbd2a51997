import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shareSections } from '#src/demo/sections/share.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import shareModule from './index.ts';
import type { ShareContent } from './schema.ts';
import { Share } from './Share.tsx';

const catalogue = sectionCatalogue<ShareContent>(shareModule, Share, shareSections);
const { propsOf, demo } = catalogue;

/** Replaces the browser's clipboard for one story; gives back the undo. */
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  const real = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return () => {
    if (real) Object.defineProperty(navigator, 'clipboard', real);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const writeText = fn(async (_text: string) => undefined);

/**
 * **Share** (`share`): links that share the page the visitor is on — Twitter, Facebook, an e-mail
 * and Pinterest, each opening in a new tab (the e-mail in the visitor's mail program) — and a
 * 'Copy Link' button that copies the page's address and says "Copied Page URL". Where the browser
 * cannot copy, the address shows selected in a field for the visitor to copy.
 *
 * Editors fill in `headline` (optional; 'Share This Post' when blank).
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/Share',
  ...catalogue.meta,
} satisfies Meta<typeof Share>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const White: Story = { args: demo(0) };
export const Beige: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

/** With no headline the section reads 'Share This Post'. */
export const RequiredFieldsOnly: Story = {
  args: demo(4),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Share This Post' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'share',
    content: {
      headline:
        'Know a neighbour, a friend or an allotment buddy who is planning their first kitchen garden this spring? Send them this guide',
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};

/** Copy Link writes the page's address to the clipboard and shows the toast. */
export const CopyLink: Story = {
  args: demo(0),
  beforeEach() {
    writeText.mockClear();
    return stubClipboard({ writeText });
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(writeText).toHaveBeenCalledWith('http://localhost:3000/');
    const page = canvasElement.ownerDocument.body;
    await expect(await within(page).findByText('Copied Page URL')).toBeInTheDocument();
  },
};

/** Without a clipboard the address shows, selected, in a field. */
export const CopyLinkWithoutClipboard: Story = {
  args: demo(1),
  beforeEach() {
    return stubClipboard(undefined);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    const field = await canvas.findByRole('textbox', { name: 'Page URL' });
    await expect(field).toHaveValue('http://localhost:3000/');
    await expect(field).toHaveFocus();
  },
};
