import type { TestProject } from 'vitest/node';
import { startPocketBase } from './start-pocketbase';

declare module 'vitest' {
  export interface ProvidedContext {
    pocketbaseUrl: string;
  }
}

/** One PocketBase for the backend test files; tests that crash or restart it start their own. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pocketbase = await startPocketBase();
  project.provide('pocketbaseUrl', pocketbase.url);
  return () => pocketbase.stop();
}
