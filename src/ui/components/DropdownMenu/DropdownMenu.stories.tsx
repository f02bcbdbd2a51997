import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonStyle } from '#src/ui/components/Button/index.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { DropdownMenu } from './index.ts';

const itemStyle = {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  outlineOffset: 0,
};

function GardenMenu({ onPick }: { onPick: (item: string) => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonStyle({})}>Garden</DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="start"
        sideOffset={8}
        style={{
          minWidth: '12rem',
          padding: vars.space.xsmall,
          background: vars.color.white,
          borderRadius: vars.radius.medium,
          boxShadow: vars.shadow.large,
        }}
      >
        <DropdownMenu.Item style={itemStyle} onSelect={() => onPick('Beds')}>
          Beds
        </DropdownMenu.Item>
        <DropdownMenu.Item style={itemStyle} onSelect={() => onPick('Paths')}>
          Paths
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/**
 * **DropdownMenu**: a menu a button opens: arrow keys move between the items, Enter or Space picks
 * one, Escape closes it and focus returns to the button. The look is the caller's (the header's
 * account menu has its own); here a plain one.
 */
const meta = {
  title: 'Components/DropdownMenu',
  component: GardenMenu,
  args: { onPick: fn() },
} satisfies Meta<typeof GardenMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Garden' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Beds' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Paths' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith('Paths');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Garden' }));
    await expect(await page(canvasElement).findByRole('menu')).toBeVisible();
  },
};
