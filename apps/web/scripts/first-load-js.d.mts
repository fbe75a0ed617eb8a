// Types for first-load-js.mjs, which runs under plain node (initial-js.mjs) and is imported by bench/.

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export const KB: number;
export const clientDir: string;
export function readManifest(dir?: string): Manifest;
export function staticImportFiles(manifest: Manifest, keys: string[]): string[];
export function fileSizes(files: string[], dir?: string): FileSize[];
