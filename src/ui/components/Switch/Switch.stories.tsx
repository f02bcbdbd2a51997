import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { vars } from '#src/ui/theme/theme.css.ts';
import { Switch } from './index.ts';

function Watering() {
  const [on, setOn] = useState(false);
  return (
    <div style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.small }}>
      <label htmlFor="water-at-dawn">Water at dawn</label>
      <Switch.Root
        id="water-at-dawn"
        checked={on}
        onCheckedChange={setOn}
        style={{
          all: 'unset',
          position: 'relative',
          width: '2.75rem',
          height: '1.5rem',
          borderRadius: vars.radius.full,
          background: on ? vars.color.green : vars.color.neutral300,
          cursor: 'pointer',
        }}
      >
        <Switch.Thumb
          style={{
            position: 'absolute',
            top: '0.125rem',
            left: on ? '1.375rem' : '0.125rem',
            width: '1.25rem',
            height: '1.25rem',
            borderRadius: vars.radius.full,
            background: vars.color.white,
          }}
        />
      </Switch.Root>
    </div>
  );
}

/**
 * **Switch**: an on/off control (`role="switch"`, `aria-checked`) toggled by click, Space or Enter.
 * The look is the caller's (the header's Go Live switch has its own); here a plain one.
 */
const meta = {
  title: 'Components/Switch',
  component: Watering,
} satisfies Meta<typeof Watering>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Water at dawn' });
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'false');
  },
};
