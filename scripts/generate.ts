/** `npm run generate`: writes spec/generated/ (the bundle, the schema and operation types, and the request and response validators). */
import { writeFile } from 'node:fs/promises';
import { operationsPath, renderOperations } from './operation-types.ts';
import {
  bundleSpec,
  bundledPath,
  renderBundle,
  renderRequestValidators,
  renderResponseValidators,
  renderTypes,
  responseValidatorsPath,
  typesPath,
  validatorsPath,
} from './spec-bundle.ts';

const doc = await bundleSpec();
await writeFile(bundledPath, renderBundle(doc));
await writeFile(typesPath, await renderTypes(doc));
await writeFile(operationsPath, renderOperations(doc));
await writeFile(validatorsPath, renderRequestValidators(doc));
await writeFile(responseValidatorsPath, renderResponseValidators(doc));
console.log(`wrote ${bundledPath}, ${typesPath}, ${operationsPath}, ${validatorsPath} and ${responseValidatorsPath}`);
