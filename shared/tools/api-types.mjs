#!/usr/bin/env node
// shared/src/api-types/openapi.generated.ts: the API's request and response types, generated from
// api/openapi.json with openapi-typescript (types only: no code reaches a bundle). The areas name
// their wire types from it, so a field renamed in the API breaks their type check.
// `--check` (npm test): regenerates it and fails when it changed; commit the regenerated file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { writeGenerated } from '../../scripts/lib/generated-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const source = path.join(root, 'api', 'openapi.json');
const target = path.join(root, 'shared', 'src', 'api-types', 'openapi.generated.ts');

const HEADER = `// Generated from api/openapi.json by shared/tools/api-types.mjs (openapi-typescript): do not edit.
// Regenerate: node shared/tools/api-types.mjs
`;

const ast = await openapiTS(JSON.parse(fs.readFileSync(source, 'utf8')), { immutable: true });
// Formatted like the rest of the code, so its diffs read well in review.
const text = await prettier.format(`${HEADER}\n${astToString(ast)}`, { ...(await prettier.resolveConfig(target)), filepath: target });
process.exit(writeGenerated(target, text, { check: process.argv.includes('--check'), from: 'api/openapi.json' }));
