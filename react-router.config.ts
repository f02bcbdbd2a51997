import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'site',
  ssr: true,
  future: {
    // The root's middleware runs each request under its API deadline (site/server/deadline.server.ts).
    v8_middleware: true,
  },
} satisfies Config;
