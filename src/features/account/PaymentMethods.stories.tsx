import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Container } from '#src/ui/components/Container/index.ts';
import { demoAccountHandlers, demoPaymentSources } from './testing/demoAccount.ts';
import { PaymentMethods } from './PaymentMethods.tsx';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * **PaymentMethods**: the cards saved on the account (`/account/payments`), each with its brand
 * icon, last four digits and expiry, and a Remove button that asks first. The page hands in the
 * cards it loaded; without them the list loads from `/api/users/{id}/payment-sources` (MSW here).
 * Failures say `unableToLoadSources` (with Try again) or `unableToRemoveSources`.
 */
const meta = {
  title: 'Account/PaymentMethods',
  component: PaymentMethods,
  decorators: [
    (Story) => (
      <Container width="reading">
        <Story />
      </Container>
    ),
  ],
  args: { userId: 1 },
  beforeEach({ msw }) {
    msw.use(...demoAccountHandlers());
  },
} satisfies Meta<typeof PaymentMethods>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded in the browser: one card of every brand. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(demoPaymentSources.length);
    await expect(canvas.getByText('Expires 12/2029')).toBeVisible();
  },
};

/** The cards came with the page (server-rendered). */
export const Filled: Story = {
  args: { initialSources: demoPaymentSources.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'American Express' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...demoAccountHandlers({ latency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your payment methods...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { initialSources: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'You have no saved payment methods. Cards you save at checkout appear here.',
      ),
    ).toBeVisible();
  },
};

/** The list could not be loaded: a toast, an inline message and Try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...demoAccountHandlers({ sourcesStatus: 500 }));
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, we were unable to load your payment information');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    // The same words in the toast.
    await waitFor(() =>
      expect(
        page(canvasElement).getAllByText('Sorry, we were unable to load your payment information'),
      ).toHaveLength(2),
    );
  },
};

/** Remove, confirm: the card goes and `sourcesRemovedSuccess` shows. */
export const Remove: Story = {
  args: { initialSources: demoPaymentSources.slice(0, 2) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(canvas.queryByText('Visa ending in 4242')).not.toBeInTheDocument());
    await expect(
      await page(canvasElement).findByText('That payment option has been successfully removed'),
    ).toBeVisible();
  },
};

/** Removing fails: the card stays and `unableToRemoveSources` shows. */
export const RemoveError: Story = {
  args: { initialSources: demoPaymentSources.slice(0, 2) },
  beforeEach({ msw }) {
    msw.use(...demoAccountHandlers({ removeStatus: 500 }));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await expect(
      await page(canvasElement).findByText('Sorry, we were unable to remove that payment option'),
    ).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
  },
};
