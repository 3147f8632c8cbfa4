/**
 * One Node.js line everywhere: the Lambdas' runtime and esbuild's target come from `lambdaNodeMajor`; the version
 * developers and CI install (`.nvmrc`, package.json `engines`) must be the same major, so what is tested is what runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lambdaRuntime } from '../lib/api/api-function';
import { lambdaEsbuildOptions, lambdaNodeMajor } from '../lib/api/lambda-bundling';
import { repoRoot } from '../lib/paths';

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

describe('the Node.js line', () => {
  it('is the Lambdas’ runtime and esbuild’s target', () => {
    expect(lambdaRuntime.name).toBe(`nodejs${lambdaNodeMajor}.x`);
    expect(lambdaEsbuildOptions.target).toBe(`node${lambdaNodeMajor}`);
  });

  it('is the one .nvmrc names', () => {
    expect(read('.nvmrc').trim()).toMatch(new RegExp(`^v?${lambdaNodeMajor}(\\.|$)`));
  });

  it('is the one package.json’s engines allow, and no other major', () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    const range = /^>=(\d+)\.\d+\.\d+ <(\d+)$/.exec(engines.node);
    expect(range, `engines.node "${engines.node}" is not ">=X.Y.Z <X+1"`).not.toBeNull();
    expect(Number(range?.[1])).toBe(lambdaNodeMajor);
    expect(Number(range?.[2])).toBe(lambdaNodeMajor + 1);
  });
});
