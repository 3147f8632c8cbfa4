/**
 * Global setup of the projects whose files read synthesized configurations (synth, and release's cfn-lint): a
 * directory for the run's cloud assemblies, which `synthesized(name)` (synth.ts) fills the first time a file asks for
 * a configuration and every later file reads, in whichever worker. Nothing is synthesized before a file asks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'synthesized-'));
  project.provide('synthesisDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
