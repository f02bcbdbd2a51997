import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import * as AccordionPrimitive from 'radix-ui/accordion';
import { describe, expect, it, vi } from 'vitest';
import * as styles from './Accordion.css.ts';
import { Accordion } from './index.ts';

function Faq(props: Partial<Accordion.RootSingleProps>) {
  return (
    <Accordion.Root {...props}>
      <Accordion.Item value="soil">
        <Accordion.Trigger>Which soil?</Accordion.Trigger>
        <Accordion.Content>Topsoil and compost.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="water">
        <Accordion.Trigger headingLevel={2}>How much water?</Accordion.Trigger>
        <Accordion.Content>Deeply, twice a week.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}

describe('Accordion', () => {
  it('keeps only one answer open at a time', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(screen.getByRole('button', { name: 'Which soil?' }));
    expect(screen.getByText('Topsoil and compost.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'How much water?' }));
    expect(screen.getByText('Deeply, twice a week.')).toBeVisible();
    expect(screen.queryByText('Topsoil and compost.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Which soil?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the open answer when its question is pressed again', async () => {
    const user = userEvent.setup();
    render(<Faq defaultValue="soil" />);
    await user.click(screen.getByRole('button', { name: 'Which soil?' }));
    expect(screen.queryByText('Topsoil and compost.')).not.toBeInTheDocument();
  });

  it('lets several answers stay open in multiple mode', async () => {
    const user = userEvent.setup();
    render(
      <Accordion.Root type="multiple">
        <Accordion.Item value="a">
          <Accordion.Trigger>First</Accordion.Trigger>
          <Accordion.Content>First answer</Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="b">
          <Accordion.Trigger>Second</Accordion.Trigger>
          <Accordion.Content>Second answer</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByText('First answer')).toBeVisible();
    expect(screen.getByText('Second answer')).toBeVisible();
  });

  it('reports the opened item to the page', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Faq onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'How much water?' }));
    expect(onValueChange).toHaveBeenCalledWith('water');
  });

  it('wraps each question in a heading of the requested level, level 3 by default', () => {
    render(<Faq />);
    expect(screen.getByRole('heading', { level: 3, name: 'Which soil?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How much water?' })).toBeInTheDocument();
  });

  it('puts the same heading in the page at level 3 without a Slot (its attributes in another order)', () => {
    // What the trigger rendered before level 3 skipped `asChild`: Radix's header as the h3 itself.
    const throughSlot = (
      <AccordionPrimitive.Root type="single" collapsible>
        <AccordionPrimitive.Item value="soil">
          <AccordionPrimitive.Header asChild>
            <h3 className={styles.header}>
              <AccordionPrimitive.Trigger className={styles.trigger}>
                <span>Which soil?</span>
              </AccordionPrimitive.Trigger>
            </h3>
          </AccordionPrimitive.Header>
        </AccordionPrimitive.Item>
      </AccordionPrimitive.Root>
    );
    const heading = (html: string) => {
      const tag = /<h3([^>]*)>/.exec(html)?.[1] ?? '';
      return [...tag.matchAll(/([\w-]+)="([^"]*)"/g)]
        .map(([, name, value]) => `${name}=${value}`)
        .sort();
    };
    // eslint-disable-next-line testing-library/render-result-naming-convention -- React's renderToString
    const ours = renderToString(
      <Accordion.Root>
        <Accordion.Item value="soil">
          <Accordion.Trigger headingLevel={3}>Which soil?</Accordion.Trigger>
        </Accordion.Item>
      </Accordion.Root>,
    );
    expect(heading(ours)).toContain(`class=${styles.header}`);
    expect(heading(ours)).toContain('data-state=closed');
    expect(heading(ours)).toEqual(heading(renderToString(throughSlot)));
  });
});
