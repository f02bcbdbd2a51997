import type { Decorator } from '@storybook/react-vite';
import { createRoutesStub } from 'react-router';

/**
 * A decorator that renders a story inside a data router (use with `parameters: { router: false }`),
 * so forms that post to their route's action work; the action is the story's stand-in server.
 */
export function withDataRouter(
  action: (args: { request: Request }) => unknown = () => null,
  path = '/account',
): Decorator {
  return (Story) => {
    const Stub = createRoutesStub([
      { path, Component: () => <Story />, action: ({ request }) => action({ request }) },
    ]);
    return <Stub initialEntries={[path]} />;
  };
}
