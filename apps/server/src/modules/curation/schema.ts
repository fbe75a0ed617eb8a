import { z } from 'zod';

/**
 * A curation file (YAML or JSON): the catalog's genres, channels, featured collections, mood groups
 * and content pages as reviewable data. Every list is optional; what a file does not name, it leaves
 * alone. Banners, charities and ad creatives will be lists beside these (same shape: one entry per
 * item, keyed by a param), added when their tables exist.
 */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lowercase letters, digits and single hyphens (e.g. "late-night-jazz")').max(120);
const name = z.string().trim().min(1, 'must not be empty').max(200);
const description = z.string().trim().max(2000).default('');
const list = <T extends z.ZodType>(item: T) => z.array(item).min(1, 'list at least one, or leave the field out');
/** A channel by its key in a curation file, or by the legacy numeric id of any curated channel. */
const channelRef = z.union([slug, z.number().int().positive()]);

const rules = z
  .strictObject({
    artists: list(name).optional(),
    albums: list(name).optional(),
    /** The files' genre tags (case-insensitive). */
    genres: list(z.string().trim().min(1)).optional(),
    years: z
      .strictObject({ from: z.number().int().min(0).max(9999).optional(), to: z.number().int().min(0).max(9999).optional() })
      .refine((y) => y.from !== undefined || y.to !== undefined, 'give from, to or both')
      .refine((y) => (y.from ?? 0) <= (y.to ?? 9999), 'from must not be after to')
      .optional(),
    /** Mood, keyword and grouping tags of the files (case-insensitive). */
    tags: list(z.string().trim().min(1)).optional(),
    christmas: z.enum(['include', 'exclude', 'only']).default('include'),
  })
  .refine((r) => r.artists || r.albums || r.genres || r.years || r.tags || r.christmas !== 'include', 'a rule needs at least one of artists, albums, genres, years, tags or christmas');

/** An explicit track: by ISRC, or by artist and title (case-insensitive). */
const trackRef = z.union([
  z.strictObject({ isrc: z.string().regex(/^[A-Za-z]{2}-?[A-Za-z0-9]{3}-?\d{2}-?\d{5}$/, 'not an ISRC (e.g. USRC17607839)') }),
  z.strictObject({ artist: name, title: name }),
]);

const channel = z
  .strictObject({
    key: slug,
    name,
    description,
    /** A genre param: one of this file's genres or one the catalog has. */
    genre: slug.optional(),
    keywords: z.array(z.string().trim().min(1).max(120)).default([]),
    /** Listed with the Christmas channels. */
    christmas: z.boolean().default(false),
    rules: rules.optional(),
    tracks: z.array(trackRef).default([]),
    /** Kept (favorites and history still name it) but no longer listed or playable. */
    disabled: z.boolean().default(false),
  })
  .refine((c) => c.rules || c.tracks.length > 0, { message: 'a channel needs rules, tracks or both', path: ['rules'] });

const genre = z.strictObject({ param: slug, name, description, metaDescription: z.string().trim().max(300).optional() });

const featured = z.strictObject({
  param: slug,
  name,
  /** HTML, sanitised like content pages. */
  description,
  channels: list(channelRef),
});

const mood = z.strictObject({ kind: z.enum(['workday', 'holiday']), param: slug, name, description, channels: list(channelRef) });

const page = z
  .strictObject({
    url: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'a page url is "slug" or "category/slug" (lowercase, digits, hyphens)').max(250),
    header: name,
    title: name,
    description: z.string().trim().min(1).max(500),
    /** The body as HTML, or a path (relative to the curation file) to an HTML file. Sanitised either way. */
    html: z.string().min(1).optional(),
    htmlFile: z.string().min(1).optional(),
    article: z.boolean().default(false),
    /** An article's related genres (params), most related first. */
    genres: z.array(slug).default([]),
  })
  .refine((p) => (p.html === undefined) !== (p.htmlFile === undefined), { message: 'give html or htmlFile (one of them)', path: ['html'] });

const notYet = (what: string) => z.never({ error: `${what} cannot be loaded yet: their tables come with the ads and charity work; remove this list for now` }).optional();

export const curationFileSchema = z.strictObject({
  genres: z.array(genre).default([]),
  channels: z.array(channel).default([]),
  featured: z.array(featured).default([]),
  moods: z.array(mood).default([]),
  pages: z.array(page).default([]),
  banners: notYet('banners'),
  charities: notYet('charities'),
  ads: notYet('ad creatives'),
});

export type CurationFile = z.infer<typeof curationFileSchema>;
export type ChannelDef = CurationFile['channels'][number];
export type RulesDef = NonNullable<ChannelDef['rules']>;
export type TrackRef = ChannelDef['tracks'][number];
export type PageDef = CurationFile['pages'][number];
