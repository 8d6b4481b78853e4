/** `npm run generate`: writes spec/generated/ (the bundle, the schema and operation types, and the request validators). */
import { writeFile } from 'node:fs/promises';
import { operationsPath, renderOperations } from './operation-types.ts';
import { bundleSpec, bundledPath, renderBundle, renderRequestValidators, renderTypes, typesPath, validatorsPath } from './spec-bundle.ts';

const doc = await bundleSpec();
await writeFile(bundledPath, renderBundle(doc));
await writeFile(typesPath, await renderTypes(doc));
await writeFile(operationsPath, renderOperations(doc));
await writeFile(validatorsPath, renderRequestValidators(doc));
console.log(`wrote ${bundledPath}, ${typesPath}, ${operationsPath} and ${validatorsPath}`);
