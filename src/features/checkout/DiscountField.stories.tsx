import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import type { DiscountWire } from '#src/lib/api/types.ts';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { checkoutWording } from './checkoutWording.ts';
import { DiscountField, type DiscountFieldProps } from './DiscountField.tsx';
import { checkoutHandlers, demoDiscounts } from './testing/checkoutFixtures.ts';

/** The field on a page that keeps the discount (the checkout panel does). */
function DiscountOnAPage({
  initial = null,
  ...props
}: Partial<DiscountFieldProps> & { initial?: DiscountWire | null }) {
  const [discount, setDiscount] = useState<DiscountWire | null>(initial);
  return (
    <DiscountField
      subtotal={24900}
      {...props}
      discount={discount}
      onApply={setDiscount}
      onRemove={() => setDiscount(null)}
    />
  );
}

const enter = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], code: string) => {
  await userEvent.click(canvas.getByRole('button', { name: checkoutWording.discountLink }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
};

/**
 * **DiscountField** (`src/features/checkout`): 'Add a discount code' reveals a code field and Apply
 * (`GET /discounts/tokens/{token}`, any case). Applied, it shows the discount and the new total, and
 * Remove. 404 says 'That is not a valid discount.'; other failures say the server's message or
 * 'Unable to apply that discount.'; editing the code clears the error. Here on a $249.00 product.
 */
const meta = {
  title: 'Commerce/DiscountField',
  component: DiscountOnAPage,
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '32rem' }}>
        <Story />
      </Box>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers());
  },
} satisfies Meta<typeof DiscountOnAPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just the link. */
export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: checkoutWording.discountLink }));
    await expect(canvas.getByRole('textbox', { name: 'Discount code' })).toBeVisible();
  },
};

export const PercentOff: Story = { args: { initial: demoDiscounts.SPRING20 } };
export const AmountOff: Story = { args: { initial: demoDiscounts.TENOFF } };
export const Credit: Story = { args: { initial: demoDiscounts.GIFT50 } };
export const WholePrice: Story = { args: { initial: demoDiscounts.FREEDESIGN } };

/** Typing a code and applying it. */
export const Applying: Story = {
  play: async ({ canvas }) => {
    await enter(canvas, 'spring20');
    await expect(
      await canvas.findByText('Discount SPRING20 applied: 20% off (-$49.80). New total: $199.20.'),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await enter(canvas, 'NOPE');
    await expect(await canvas.findByText(checkoutWording.invalidDiscount)).toBeVisible();
  },
};

export const Expired: Story = {
  play: async ({ canvas }) => {
    await enter(canvas, 'WINTER2025');
    await expect(await canvas.findByText('That discount code has expired.')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ discountFailure: { status: 500 } }));
  },
  play: async ({ canvas }) => {
    await enter(canvas, 'SPRING20');
    await expect(await canvas.findByText(checkoutWording.discountFailed)).toBeVisible();
  },
};

/** Remove goes back to the link. */
export const Removing: Story = {
  args: { initial: demoDiscounts.TENOFF },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove discount TENOFF' }));
    await expect(canvas.getByRole('button', { name: checkoutWording.discountLink })).toBeVisible();
  },
};
