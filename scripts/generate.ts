/** `npm run generate`: writes spec/generated/ (the bundle, the schema and operation types, and the request and response validators). */
import { writeFile } from 'node:fs/promises';
import { generatedFiles } from './generated-files.ts';
import { bundleSpec } from './spec-bundle.ts';

const doc = await bundleSpec();
for (const file of generatedFiles) await writeFile(file.path, await file.render(doc));
console.log(`wrote ${generatedFiles.map((file) => file.path).join(', ')}`);
