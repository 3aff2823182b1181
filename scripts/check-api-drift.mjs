#!/usr/bin/env node
// Fails when src/api/schema.gen.ts is not what `npm run generate:api` makes from openapi/openapi.yaml.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fresh = join(mkdtempSync(join(tmpdir(), 'slotwise-api-')), 'schema.gen.ts');
execFileSync('npx', ['openapi-typescript', 'openapi/openapi.yaml', '-o', fresh], { stdio: 'pipe' });
const committed = readFileSync('src/api/schema.gen.ts', 'utf8');
if (readFileSync(fresh, 'utf8') !== committed) {
  console.error(
    'src/api/schema.gen.ts is stale: run "npm run generate:api" and commit the result.',
  );
  process.exit(1);
}
console.log('Generated API types match openapi/openapi.yaml.');
