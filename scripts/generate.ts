/**
 * `npm run generate`: writes spec/generated/ (the bundle, the schema and operation
 * types, and the request and response validators) and the check of a restored
 * world's records (mock/domains/world-validator.ts, from the World type).
 */
import { writeFile } from 'node:fs/promises';
import { generatedFiles } from './generated-files.ts';
import { bundleSpec } from './spec-bundle.ts';
import { renderWorldValidator, worldValidatorPath } from './world-schema.ts';

const doc = await bundleSpec();
for (const file of generatedFiles) await writeFile(file.path, await file.render(doc));
await writeFile(worldValidatorPath, await renderWorldValidator());
console.log(`wrote ${[...generatedFiles.map((file) => file.path), worldValidatorPath].join(', ')}`);
