import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createRoutesStub } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesignUpdateRequest, DesignWire } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { designerBeforeHomework, DesignWorkspace } from './DesignWorkspace.tsx';
import { createFakeSocketServer } from './messages/testing/fakeSocket.ts';
import { casey, maya, type MessagesApiOptions } from './messages/testing/messagesFixtures.ts';
import { SocketFactoryContext } from './messages/useDesignSocket.ts';
import {
  asDesigner,
  designTimeZone,
  designWorkspaceHandlers,
  detailsDoneDesign,
  homeworkDesign,
  inDesignDesign,
} from './testing/designFixtures.ts';

// The lazy steps and the messages load their code on first render: longer than findBy's second.
const lazy = { timeout: 5000 };

const server = setupServer();
/**
 * The page shown: its project messages connect and load on their own time, so a test's page waits
 * for them (connected, listed) and goes before the handlers do, and none of its calls outlives it.
 */
let shown: { unmount: () => void } | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  if (shown) {
    await screen.findByRole('list', { name: 'Conversations' }, lazy);
    shown.unmount();
    shown = null;
  }
  server.resetHandlers();
});
afterAll(() => server.close());

/** The design's page as the site renders it: inside a data router whose loader can run again. */
function show(design: DesignWire, { messages }: { messages?: MessagesApiOptions } = {}) {
  const saved: unknown[] = [];
  const updates: DesignUpdateRequest[] = [];
  server.use(...designWorkspaceHandlers({ design, messages, saved, updates, saveLatency: 0 }));
  const live = createFakeSocketServer();
  const loader = vi.fn(() => null);
  const viewer = {
    id: design.acting_as === 'user' ? casey.id : maya.id,
    timeZone: designTimeZone,
    favoriteIds: [],
  };
  const Stub = createRoutesStub([
    {
      path: '/account/designs/:design',
      loader,
      HydrateFallback: () => null,
      Component: () => <DesignWorkspace design={design} viewer={viewer} />,
    },
  ]);
  shown = render(
    <StoryProviders router={false}>
      <SocketFactoryContext value={live.io}>
        <Stub initialEntries={[`/account/designs/${design.id}`]} />
      </SocketFactoryContext>
    </StoryProviders>,
  );
  return { saved, updates, loader, live, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function answerSurvey(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Edible landscape' }, lazy));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('checkbox', { name: 'Berries' }));
  await user.click(screen.getByRole('radio', { name: 'Under an hour' }));
  await user.click(screen.getByRole('radio', { name: 'Thrifty (price level 1 of 3)' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(
    screen.getByRole('textbox', { name: 'What is the one thing your garden must give you?' }),
    'Strawberries',
  );
}

const statusLine = () => screen.findByText(/^Status: /, {}, lazy);

describe('DesignWorkspace', () => {
  it('gives the customer their homework while it is theirs, opening on the survey', async () => {
    show(homeworkDesign());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Garden Design' }, lazy),
    ).toBeInTheDocument();
    expect(await statusLine()).toHaveTextContent('Status: Homework');
    expect(
      screen.getByText('Next: tell us about your garden, so your designer can begin.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your homework' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hone Vision (~3 minutes)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The survey step is its own chunk, and then loads the survey.
    expect(await screen.findByRole('heading', { name: 'Part 1 of 3' }, lazy)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your design' })).not.toBeInTheDocument();
  });

  it('names a design whose name is blank “Your Garden Design”', async () => {
    show(homeworkDesign({ name: '  ' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Garden Design' }, lazy),
    ).toBeInTheDocument();
  });

  it('shows the customer the design at a glance once it is handed over, not the homework', async () => {
    show(inDesignDesign());
    expect(await statusLine()).toHaveTextContent('Status: In Design');
    expect(screen.getByText('Your designer is drawing your garden.')).toBeInTheDocument();
    const design = screen.getByRole('region', { name: 'Your design' });
    expect(within(design).getByText('Maya Okafor')).toBeInTheDocument();
    expect(within(design).getByText('Fri, Nov 20, 2026, 11:00 AM CST')).toBeInTheDocument();
    expect(within(design).getByRole('heading', { level: 3, name: 'Garden photos' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your homework' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hone Vision/ })).not.toBeInTheDocument();
  });

  it('shows a designer the design, with where it stands for them', async () => {
    show(asDesigner(inDesignDesign()));
    expect(await statusLine()).toHaveTextContent('Status: In Design');
    expect(screen.getByText('The design is being drawn.')).toBeInTheDocument();
    const design = screen.getByRole('region', { name: 'The design' });
    expect(within(design).getByText('Casey Customer')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your homework' })).not.toBeInTheDocument();
  });

  it('shows a designer the design even while the homework is the customer’s', async () => {
    show(asDesigner(homeworkDesign()));
    expect(await statusLine()).toHaveTextContent('Status: Homework');
    expect(screen.getByText('The customer is doing their homework.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The design' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your homework' })).not.toBeInTheDocument();
  });

  it('shows the project messages under the design, over the live connection', async () => {
    const { live } = show(inDesignDesign());
    const messages = await screen.findByRole('region', { name: 'Project Messages' }, lazy);
    const list = await within(messages).findByRole('list', { name: 'Conversations' }, lazy);
    const [first] = within(list).getAllByRole('button');
    expect(first).toHaveAccessibleName(/^Maya Okafor The two along the fence/);
    expect(live.opened).toHaveLength(1);
    // The customer starts no conversation.
    expect(within(messages).queryByRole('button', { name: 'New message' })).not.toBeInTheDocument();
  });

  it('lets a designer start a conversation from the design’s page', async () => {
    show(asDesigner(inDesignDesign()));
    const messages = await screen.findByRole('region', { name: 'Project Messages' }, lazy);
    expect(
      await within(messages).findByRole('button', { name: 'New message' }, lazy),
    ).toBeInTheDocument();
  });

  it('shows the new status as soon as a step is saved, and loads the page’s data again', async () => {
    const { user, saved, updates, loader } = show(detailsDoneDesign());
    expect(await statusLine()).toHaveTextContent('Status: Homework');
    expect(loader).toHaveBeenCalledTimes(1);
    // The details are done, so the homework opens on the designers, saying why none can be chosen.
    expect(screen.getByText(designerBeforeHomework)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Hone Vision/ }));
    await answerSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));

    expect(await screen.findByText('Status: Needs Scheduling', {}, lazy)).toBeInTheDocument();
    expect(screen.getByText('Next: choose your designer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Hone Vision/ })).toHaveAccessibleName(/Complete$/);
    expect(saved).toHaveLength(1);
    expect(updates).toEqual([{ survey_results_id: 40 }]);
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    // The homework moves on to the next section.
    expect(
      screen.getByRole('button', { name: /^Your Garden Details \(~20 minutes\)/ }),
    ).toHaveAttribute('aria-expanded', 'true');
  });
});
