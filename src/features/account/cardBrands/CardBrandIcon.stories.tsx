import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '#src/ui/components/Stack/index.ts';
import { CardBrandIcon } from './CardBrandIcon.tsx';
import { cardBrandLabels, cardBrands } from './cardBrand.ts';

/**
 * **CardBrandIcon**: the brand of a saved card as a small picture named for screen readers. Brands
 * match in any case ('VISA', 'amex', 'American Express'); others get a generic card.
 */
const meta = {
  title: 'Account/CardBrandIcon',
  component: CardBrandIcon,
  parameters: { layout: 'padded' },
  argTypes: { brand: { control: 'text' } },
  args: { brand: 'visa' },
} satisfies Meta<typeof CardBrandIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every brand with an icon, and the generic card. */
export const EveryBrand: Story = {
  render: () => (
    <Inline space="medium">
      {cardBrands.map((brand) => (
        <CardBrandIcon
          key={brand}
          brand={brand === 'generic' ? 'UnionPay' : cardBrandLabels[brand]}
        />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(8);
    await expect(canvas.getByRole('img', { name: 'American Express' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'UnionPay' })).toBeVisible();
  },
};

export const Visa: Story = { args: { brand: 'Visa' } };
export const Mastercard: Story = { args: { brand: 'MasterCard' } };
export const AmericanExpress: Story = {
  args: { brand: 'amex' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'American Express' })).toBeVisible();
  },
};
export const Jcb: Story = { args: { brand: 'JCB' } };
export const Discover: Story = { args: { brand: 'discover' } };
export const Maestro: Story = { args: { brand: 'Maestro' } };
export const Cirrus: Story = { args: { brand: 'CIRRUS' } };
export const OtherBrand: Story = { args: { brand: 'Diners Club' } };
