// The setup of the `unit-node` project (vitest.config.ts), run before each test file.
import { freshFile } from './freshFile.ts';

freshFile();
