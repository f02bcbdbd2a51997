import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Card } from '#src/ui/components/Card/index.ts';
import { Heading } from '#src/ui/components/Heading/Heading.tsx';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/Text.tsx';
import { contrastRatio } from './contrast.ts';
import { palette, tokens } from './tokens.ts';

const { color } = tokens;

/** The status pairs: a colour for text, icons and edges, and the pale surface it sits on. */
const pairs = [
  { name: 'warning', foreground: color.warning, surface: color.warningBg, use: 'a tip or caution' },
  { name: 'error', foreground: color.error, surface: color.errorBg, use: 'a failure' },
  { name: 'success', foreground: color.success, surface: color.successBg, use: 'a success' },
  { name: 'info', foreground: color.info, surface: color.infoBg, use: 'a notice' },
] as const;

const ratio = (foreground: string, background: string) =>
  `${contrastRatio(foreground, background).toFixed(1)}:1`;

function Swatch({ hex, label }: { hex: string; label: string }) {
  return (
    <Stack space="xxsmall">
      <div
        aria-hidden="true"
        style={{
          background: hex,
          height: '3rem',
          borderRadius: '8px',
          boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.12)',
        }}
      />
      <Text size="sm">
        {label} <code>{hex}</code>
      </Text>
    </Stack>
  );
}

/**
 * The theme's status colour pairs (`vars.color.<name>` and `vars.color.<name>Bg`). Each colour reads
 * at WCAG AA (4.5:1) as text on its own surface, on white and on beige — the ratios below are measured
 * from the tokens (`src/ui/theme/contrast.ts`, tested in `contrast.test.ts`). Use the warning pair for a
 * tip or caution box (`Card tone="warning"`, `Text tone="warning"`); never let the colour alone carry
 * the meaning: say "Caution" in words too.
 */
const meta = {
  title: 'Foundations/Colours',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const StatusPairs: Story = {
  render: () => (
    <Stack space="large">
      {pairs.map((pair) => (
        <Stack key={pair.name} space="small">
          <Heading level={2} size="sm">
            {pair.name}: {pair.use}
          </Heading>
          <Box display="grid" gridTemplateColumns={{ mobile: '1', tablet: '2' }} gap="medium">
            <Swatch hex={pair.foreground} label={pair.name} />
            <Swatch hex={pair.surface} label={`${pair.name}Bg`} />
          </Box>
          <Text size="sm">
            {pair.name} text on {pair.name}Bg {ratio(pair.foreground, pair.surface)}, on white{' '}
            {ratio(pair.foreground, palette.white)}, on beige{' '}
            {ratio(pair.foreground, palette.beige)}
          </Text>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'warning: a tip or caution' })).toBeVisible();
    await expect(canvas.getByText(/^warning text on warningBg/)).toHaveTextContent(
      `on white ${ratio(color.warning, palette.white)}`,
    );
  },
};

/** A caution box on a white band and on a beige band: the amber edge marks it on both. */
export const CautionBox: Story = {
  render: () => (
    <Stack space="none">
      {(['white', 'beige'] as const).map((band) => (
        <Box key={band} background={band} padding="large">
          <Card tone="warning">
            <Stack space="xsmall">
              <Heading level={2} size="sm">
                Frost tonight
              </Heading>
              <Text>Cover tender seedlings with fleece before sunset ({band} band).</Text>
              <Text tone="warning" weight="semibold">
                Caution: temperatures below 0 °C expected
              </Text>
            </Stack>
          </Card>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { name: 'Frost tonight' })).toHaveLength(2);
    await expect(
      canvas.getByText('Cover tender seedlings with fleece before sunset (beige band).'),
    ).toBeVisible();
  },
};
