import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Heading } from '#src/ui/components/Heading/Heading.tsx';
import { Image } from '#src/ui/components/Image/Image.tsx';
import { gardenScene } from '#src/ui/components/Image/storyImages.ts';
import { Link } from '#src/ui/components/Link/Link.tsx';
import { spaces, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/Text.tsx';
import { Card } from './Card.tsx';
import { cardTones } from './Card.css.ts';

/**
 * A surface that groups related content (a post, a designer, a price), with rounded corners and a
 * soft shadow, in one of the section colours. On `green` the text turns white: give headings and
 * text inside `tone="inverse"`. `interactive` cards lift on hover and when their link has focus.
 */
const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: { layout: 'padded' },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'select', options: spaces },
    interactive: { control: 'boolean' },
  },
  args: {
    tone: 'white',
    padding: 'large',
    children: (
      <Stack space="small">
        <Heading level={3}>Herb spiral</Heading>
        <Text>
          A compact, sunny bed that keeps thyme dry at the top and mint moist at the bottom.
        </Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every tone, on a beige page and on white. */
export const Tones: Story = {
  render: (args) => (
    <Box
      display="grid"
      gridTemplateColumns={{ mobile: '1', tablet: '2', desktop: '4' }}
      gap="medium"
      padding="medium"
      background="beigeDark"
    >
      {cardTones.map((tone) => {
        const textTone = tone === 'green' ? 'inverse' : 'default';
        return (
          <Card key={tone} {...args} tone={tone}>
            <Stack space="small">
              <Heading level={3} tone={textTone}>
                {tone}
              </Heading>
              <Text tone={textTone}>Seasonal planting notes for the {tone} card.</Text>
            </Stack>
          </Card>
        );
      })}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(cardTones.length);
  },
};

export const Padding: Story = {
  render: (args) => (
    <Stack>
      {(['small', 'large', 'xlarge'] as const).map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          <Text>Padding {padding}</Text>
        </Card>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByText('Padding large').parentElement;
    if (!card) throw new Error('no card');
    await expect(getComputedStyle(card).paddingTop).toBe('24px');
  },
};

/** An image running to the edges: no padding on the card, padding on the text. */
export const WithImage: Story = {
  args: {
    as: 'article',
    padding: 'none',
    children: (
      <>
        <Image src={gardenScene(600, 400)} alt="Raised beds in early summer" aspectRatio="3 / 2" />
        <Box padding="large">
          <Stack space="small">
            <Heading level={3}>Raised beds for beginners</Heading>
            <Text tone="muted">Eight-minute read</Text>
          </Stack>
        </Box>
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toContainElement(
      canvas.getByRole('img', { name: 'Raised beds in early summer' }),
    );
  },
};

/** A whole card that links somewhere: it lifts on hover and when its link has keyboard focus. */
export const Interactive: Story = {
  args: {
    interactive: true,
    as: 'article',
    children: (
      <Stack space="small">
        <Heading level={3}>
          <Link href="/blog/salad-all-summer" variant="plain">
            Salad all summer
          </Link>
        </Heading>
        <Text>Sow a short row every two weeks.</Text>
      </Stack>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    const before = getComputedStyle(card).boxShadow;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Salad all summer' })).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(card).boxShadow).not.toBe(before));
  },
};
