/** `npm run generate`: writes spec/generated/openapi.json and spec/generated/types.ts. */
import { writeFile } from 'node:fs/promises';
import { bundleSpec, bundledPath, renderBundle, renderTypes, typesPath } from './spec-bundle.ts';

const doc = await bundleSpec();
await writeFile(bundledPath, renderBundle(doc));
await writeFile(typesPath, await renderTypes(doc));
console.log(`wrote ${bundledPath} and ${typesPath}`);
