/** Every file `npm run generate` writes from the bundled spec: one list for the command and for the test that they are current. */
import { operationsPath, renderOperations } from './operation-types.ts';
import {
  bundledPath,
  renderBundle,
  renderRequestValidators,
  renderResponseValidators,
  renderTypes,
  responseValidatorsPath,
  typesPath,
  validatorsPath,
} from './spec-bundle.ts';

export interface GeneratedFile {
  path: string;
  render(doc: Record<string, unknown>): string | Promise<string>;
}

export const generatedFiles: readonly GeneratedFile[] = [
  { path: bundledPath, render: renderBundle },
  { path: typesPath, render: renderTypes },
  { path: operationsPath, render: renderOperations },
  { path: validatorsPath, render: renderRequestValidators },
  { path: responseValidatorsPath, render: renderResponseValidators },
];
