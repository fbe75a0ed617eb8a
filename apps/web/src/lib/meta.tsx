import { createContext, useContext, useEffect } from 'react';
import { create } from 'zustand';

/** What a page says about itself in <head>: title, description, share tags. */
export interface PageMetaData {
  /** The full document title, e.g. pageTitle('Our Story'). */
  title: string;
  description: string;
  /** Defaults to the requested path. */
  canonicalPath?: string;
  /** Absolute or root-relative URL of the share image. */
  image?: string;
  noindex?: boolean;
}

/** Server rendering collects the deepest page's metadata here to write the <head>. */
export const MetaSinkContext = createContext<((meta: PageMetaData) => void) | null>(null);

const usePageTitleStore = create<{ title: string }>(() => ({ title: '' }));

export const usePageTitle = () => usePageTitleStore((s) => s.title);

/** Declares the page's metadata: written into <head> by the server, the title kept current on the client. */
export function PageMeta(meta: PageMetaData) {
  const sink = useContext(MetaSinkContext);
  sink?.(meta);
  useEffect(() => usePageTitleStore.setState({ title: meta.title }), [meta.title]);
  return null;
}
