import { createNodeResolver } from 'eslint-plugin-import-x';

// One resolver for both lint plugins. It reads package.json `imports` (#shared/*, #server/*, #client/*) and the
// explicit .ts/.tsx extensions the imports carry, so every local import resolves to its file.
export const importResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.json'],
  conditionNames: ['node', 'import', 'default'],
});

// eslint-plugin-boundaries resolves through eslint-module-utils, which loads a resolver by module path and speaks
// interface version 2: resolve(source, importingFile) → { found, path }.
export const interfaceVersion = 2;

export function resolve(source, importingFile) {
  return importResolver.resolve(source, importingFile);
}
