import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'site',
  ssr: true,
} satisfies Config;
