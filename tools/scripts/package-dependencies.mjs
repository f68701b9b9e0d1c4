// Dependency checks of a packed library for package-check.mjs: what the built code imports must
// be installed with it (a dependency or peer dependency of its own, never only the repository's
// root package.json), and what it declares must be used.
import { builtinModules } from 'node:module';

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages `code` imports (static, dynamic, `export … from`), without Node built-ins and relative paths. */
export function importedPackages(code) {
  const names = new Set();
  // A specifier is a package name (lower case, no spaces): text that merely contains "from '…'" is not an import.
  for (const [, specifier] of code.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(?\s*)["']((?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(?:\/[\w.~-]+)*)["']/g,
  )) {
    if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
    names.add(packageName(specifier));
  }
  return names;
}

/**
 * Problems of `pkg` given the packages its built files import. React DOM may be a peer without
 * an import: a React library is rendered with it (`react-dom/client`, `react-dom/server`).
 */
export function dependencyProblems(pkg, imported, allowedUnused = []) {
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  const problems = [];
  for (const name of imported) {
    if (!declared.has(name))
      problems.push(
        `dependencies: the built code imports ${name}, which is neither a dependency nor a peer dependency`,
      );
  }
  for (const name of declared) {
    if (imported.has(name) || allowedUnused.includes(name)) continue;
    if (name === 'react-dom' && pkg.peerDependencies?.[name]) continue;
    problems.push(`dependencies: ${name} is declared but the built code never imports it`);
  }
  for (const name of ['react', 'react-dom']) {
    if (pkg.dependencies?.[name])
      problems.push(`dependencies: ${name} must be a peer dependency (one React per app)`);
  }
  return problems;
}
