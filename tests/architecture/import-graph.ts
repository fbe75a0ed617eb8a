import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { parseSync } from 'rolldown/utils';

/**
 * The repository's own import graph: which of our source files imports which. Files are named by
 * their path from the repository root, with forward slashes. Imports of installed packages are left
 * out; imports of our workspace packages (`@earshot/…`) are followed through their package.json
 * "exports", as the bundler and tsc resolve them.
 */
export interface ImportEdge {
  /** The imported file. */
  readonly to: string;
  /** The specifier as written, for messages. */
  readonly specifier: string;
  /** `import type` or `export type`, or every name in the statement marked `type`: gone at run time. */
  readonly typeOnly: boolean;
  /** `import('…')`: loaded when first needed, yet still a dependency of the importing file. */
  readonly dynamic: boolean;
}

export interface SourceFile {
  readonly imports: readonly ImportEdge[];
  /** A test, or support only tests use (it imports vitest). */
  readonly isTestCode: boolean;
}

export type ImportGraph = ReadonlyMap<string, SourceFile>;

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.reports', '.git']);

interface WorkspacePackage {
  readonly dir: string;
  readonly exports: Readonly<Record<string, string>>;
}

/** Every .ts/.tsx file under `roots` (repository-relative folders), with its imports resolved. */
export function importGraph(repoRoot: string, roots: readonly string[]): ImportGraph {
  const packages = workspacePackages(repoRoot);
  const graph = new Map<string, SourceFile>();
  for (const root of roots) {
    for (const file of sourceFiles(repoRoot, root)) graph.set(file, readSourceFile(repoRoot, file, packages));
  }
  return graph;
}

function sourceFiles(repoRoot: string, folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(repoRoot, folder), { withFileTypes: true })) {
    const path = posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...sourceFiles(repoRoot, path));
    } else if (SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext))) {
      files.push(path);
    }
  }
  return files;
}

function workspacePackages(repoRoot: string): ReadonlyMap<string, WorkspacePackage> {
  const root = readJson(join(repoRoot, 'package.json')) as { workspaces: string[] };
  const packages = new Map<string, WorkspacePackage>();
  for (const dir of root.workspaces) {
    const manifest = readJson(join(repoRoot, dir, 'package.json')) as { name: string; exports?: Record<string, string> };
    packages.set(manifest.name, { dir, exports: manifest.exports ?? {} });
  }
  return packages;
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

interface Request {
  readonly specifier: string;
  readonly typeOnly: boolean;
  readonly dynamic: boolean;
}

function readSourceFile(repoRoot: string, file: string, packages: ReadonlyMap<string, WorkspacePackage>): SourceFile {
  const requests = requestsIn(file, readFileSync(join(repoRoot, file), 'utf8'));
  const imports: ImportEdge[] = [];
  for (const request of requests) {
    const to = resolveRequest(repoRoot, file, request.specifier, packages);
    if (to !== undefined && SOURCE_EXTENSIONS.some((ext) => to.endsWith(ext))) imports.push({ to, ...request });
  }
  const isTestCode = /\.test\.tsx?$/.test(file) || requests.some((request) => request.specifier === 'vitest');
  return { imports, isTestCode };
}

/** The module requests of one file: static imports, re-exports and `import('…')` with a literal. */
export function requestsIn(fileName: string, source: string): Request[] {
  const { module, errors } = parseSync(fileName, source);
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]?.message}`);
  const requests: Request[] = [];
  for (const statement of module.staticImports) {
    const typeOnly = (statement.entries.length > 0 && statement.entries.every((entry) => entry.isType)) || isImportType(source, statement.start);
    requests.push({ specifier: statement.moduleRequest.value, typeOnly, dynamic: false });
  }
  for (const statement of module.staticExports) {
    const reexports = statement.entries.filter((entry) => entry.moduleRequest !== null);
    const specifier = reexports[0]?.moduleRequest?.value;
    if (specifier !== undefined) requests.push({ specifier, typeOnly: reexports.every((entry) => entry.isType), dynamic: false });
  }
  for (const call of module.dynamicImports) {
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(source.slice(call.moduleRequest.start, call.moduleRequest.end));
    if (literal?.[2] !== undefined) requests.push({ specifier: literal[2], typeOnly: false, dynamic: true });
  }
  return requests;
}

/** `import type X from` and `import type * as X from`, whose entries the parser may not mark. */
function isImportType(source: string, start: number): boolean {
  return /^import\s+type\s/.test(source.slice(start, start + 20));
}

/**
 * The repository file a specifier names, or undefined for an installed package. A relative or
 * workspace specifier that names no file is a mistake the check reports rather than skips.
 */
function resolveRequest(repoRoot: string, importer: string, specifier: string, packages: ReadonlyMap<string, WorkspacePackage>): string | undefined {
  const path = specifier.replace(/\?.*$/, '');
  if (path.startsWith('.')) return resolveFile(repoRoot, posix.join(posix.dirname(importer), path), `${importer}: ${specifier}`);
  const [scope = '', name = '', ...rest] = path.split('/');
  const workspace = packages.get(`${scope}/${name}`);
  if (workspace === undefined) return undefined;
  const target = exportTarget(workspace.exports, ['.', ...rest].join('/'));
  if (target === undefined) throw new Error(`${importer}: ${specifier} is not among ${scope}/${name}'s package.json "exports"`);
  return resolveFile(repoRoot, posix.join(workspace.dir, target), `${importer}: ${specifier}`);
}

/** The file an "exports" key names: an exact key, or a key with one `*` whose match fills the target's `*`. */
export function exportTarget(exports: Readonly<Record<string, string>>, subpath: string): string | undefined {
  const exact = exports[subpath];
  if (exact !== undefined) return exact;
  for (const [key, target] of Object.entries(exports)) {
    const [prefix, suffix, ...more] = key.split('*');
    if (prefix === undefined || suffix === undefined || more.length > 0) continue;
    if (subpath.length >= key.length - 1 && subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      return target.replace('*', subpath.slice(prefix.length, subpath.length - suffix.length));
    }
  }
  return undefined;
}

const CANDIDATE_SUFFIXES = ['', ...SOURCE_EXTENSIONS, ...SOURCE_EXTENSIONS.map((ext) => `/index${ext}`)];

function resolveFile(repoRoot: string, path: string, where: string): string {
  const withoutJs = path.replace(/\.js$/, '');
  for (const candidate of [path, withoutJs]) {
    for (const suffix of CANDIDATE_SUFFIXES) {
      const full = join(repoRoot, candidate + suffix);
      if (existsSync(full) && statSync(full).isFile()) return relative(repoRoot, full).split(sep).join('/');
    }
  }
  throw new Error(`${where} names no file (tried ${path} with ${CANDIDATE_SUFFIXES.filter(Boolean).join(', ')})`);
}

/** The repository root, found from this file. */
export const REPO_ROOT = dirname(dirname(dirname(new URL(import.meta.url).pathname)));
