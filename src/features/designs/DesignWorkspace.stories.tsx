import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { createRoutesStub } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { designerBeforeHomework, DesignWorkspace } from './DesignWorkspace.tsx';
import { createFakeSocketServer, type FakeSocketServer } from './messages/testing/fakeSocket.ts';
import { casey, maya } from './messages/testing/messagesFixtures.ts';
import { SocketFactoryContext } from './messages/useDesignSocket.ts';
import {
  asDesigner,
  designTimeZone,
  designWorkspaceHandlers,
  detailsDoneDesign,
  drawnDesign,
  homeworkDesign,
  inDesignDesign,
} from './testing/designFixtures.ts';

type Canvas = ReturnType<typeof within>;

// The story's fake live connection (the project messages'): made fresh before each story.
let live: FakeSocketServer = createFakeSocketServer();

/** The design's page: a data router (the page's data is loaded again after a save) and the socket. */
const withDesignPage: Decorator = (Story) => {
  const Stub = createRoutesStub([{ path: '/account/designs/:design', Component: () => <Story /> }]);
  return (
    <SocketFactoryContext value={live.io}>
      <Box padding="large" style={{ maxWidth: '72rem', marginInline: 'auto' }}>
        <Stub initialEntries={['/account/designs/2']} />
      </Box>
    </SocketFactoryContext>
  );
};

// The steps and the messages are their own chunks, loaded on first render.
const lazy = { timeout: 5000 };
const status = (canvas: Canvas) => canvas.findByText(/^Status: /, {}, lazy);

const customerViewer = { id: casey.id, timeZone: designTimeZone, favoriteIds: [] };
const designerViewer = { id: maya.id, timeZone: designTimeZone, favoriteIds: [] };

/**
 * **DesignWorkspace** (`src/features/designs`): a design's page, `/account/designs/{design}`.
 *
 * - **Top**: the design's name (or 'Your Garden Design'), 'Status: {label}' (announced when it
 *   changes) and what the status means for the viewer — the customer reads what to do next, a
 *   designer, artist or admin where the design stands.
 * - **Your homework** (the customer, while the design is Homework or Needs Scheduling): the survey,
 *   the garden details and the choice of designer and call, each step loaded when shown. A saved step
 *   shows its new status at once, and the page's data is loaded again.
 * - **Your design** / **The design** (otherwise, and always for a designer): the design at a glance
 *   (DesignSummary).
 * - **Project Messages** at the foot, live over socket.io.
 *
 * `design` is the design as the page's loader fetched it; `viewer` the signed-in person's id,
 * timezone and favourite designers. Here Casey is the customer and Maya the designer; times are in
 * Chicago; the API is MSW with the reference API's rules, the live connection a fake socket.io client.
 */
const meta = {
  title: 'Designs/DesignWorkspace',
  component: DesignWorkspace,
  decorators: [withDesignPage],
  parameters: { router: false },
  args: { design: homeworkDesign(), viewer: customerViewer },
  beforeEach({ msw, args }) {
    live = createFakeSocketServer();
    msw.use(...designWorkspaceHandlers({ design: args.design }));
  },
} satisfies Meta<typeof DesignWorkspace>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Just bought: the customer's homework, opening on the survey. */
export const Homework: Story = {
  play: async ({ canvas }) => {
    await expect(await status(canvas)).toHaveTextContent('Status: Homework');
    await expect(
      canvas.getByText('Next: tell us about your garden, so your designer can begin.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your homework' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Part 1 of 3' }, lazy),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Your design' })).not.toBeInTheDocument();
  },
};

/**
 * The details saved before the survey: the homework opens on the designers (none can be chosen
 * yet); saving the survey makes the design Needs Scheduling at once.
 */
export const StepSaved: Story = {
  args: { design: detailsDoneDesign() },
  play: async ({ canvas }) => {
    await expect(await status(canvas)).toHaveTextContent('Status: Homework');
    await expect(canvas.getByText(designerBeforeHomework)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Hone Vision/ }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Edible landscape' }, lazy));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Berries' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Under an hour' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Thrifty (price level 1 of 3)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'What is the one thing your garden must give you?' }),
      'Strawberries',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await expect(await canvas.findByText('Status: Needs Scheduling', {}, lazy)).toBeVisible();
    await expect(canvas.getByText('Next: choose your designer.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Hone Vision/ })).toHaveAccessibleName(
      /Complete$/,
    );
  },
};

/** Handed over: the customer sees the design at a glance, and the messages with Maya. */
export const InDesign: Story = {
  args: { design: inDesignDesign() },
  play: async ({ canvas }) => {
    await expect(await status(canvas)).toHaveTextContent('Status: In Design');
    await expect(canvas.getByText('Your designer is drawing your garden.')).toBeVisible();
    const design = within(canvas.getByRole('region', { name: 'Your design' }));
    await expect(design.getByText('Fri, Nov 20, 2026, 11:00 AM CST')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Your homework' })).not.toBeInTheDocument();
    const messages = within(await canvas.findByRole('region', { name: 'Project Messages' }, lazy));
    const list = within(await messages.findByRole('list', { name: 'Conversations' }, lazy));
    await expect(list.getAllByRole('button')[0]).toHaveAccessibleName(
      /^Maya Okafor The two along the fence/,
    );
  },
};

/** Complete: Maya's drawing to download. */
export const Complete: Story = {
  args: { design: drawnDesign() },
  play: async ({ canvas }) => {
    await expect(await status(canvas)).toHaveTextContent('Status: Complete');
    await expect(canvas.getByText('The design is complete.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Download Back garden plan.pdf' }),
    ).toBeInTheDocument();
  },
};

/** The designer's view: the design, where it stands, and a new conversation to start. */
export const DesignerView: Story = {
  args: { design: asDesigner(inDesignDesign()), viewer: designerViewer },
  play: async ({ canvas }) => {
    await expect(await status(canvas)).toHaveTextContent('Status: In Design');
    await expect(canvas.getByText('The design is being drawn.')).toBeVisible();
    const design = within(canvas.getByRole('region', { name: 'The design' }));
    await expect(design.getByText('Casey Customer')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'New message' }, lazy)).toBeVisible();
  },
};
