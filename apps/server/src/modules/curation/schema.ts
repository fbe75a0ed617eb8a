import { AD_FORMATS, type AdFormat } from '@earshot/contract';
import { z } from 'zod';
import { isLinkTarget } from '../promotions';

/**
 * A curation file (YAML or JSON): the catalog's genres, channels, featured collections, mood groups
 * and content pages, the announcement banners, the Season of Sharing's charities and the display ad
 * creatives as reviewable data. Every list is optional; what a file does not name, it leaves alone.
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

const html = z.string().trim().min(1, 'must not be empty').max(5000);
const link = z.string().refine(isLinkTarget, 'a path on this site (/…) or an http(s) URL');

/** Banners in the order given, ahead of any the file does not name: the first is what listeners see (unless disabled). HTML is sanitised. */
const banner = z.strictObject({
  key: slug,
  content: html,
  /** For listeners logged in with Facebook, and for logged-in listeners; `content` otherwise. */
  contentFacebook: html.optional(),
  contentUser: html.optional(),
  enabled: z.boolean().default(true),
});

const charity = z.strictObject({
  param: slug,
  name,
  url: link,
  description,
  twitter: z.string().regex(/^[A-Za-z0-9_]{1,15}$/, 'a Twitter handle without the @').optional(),
});

const ad = z.strictObject({
  key: slug,
  format: z.enum(Object.keys(AD_FORMATS) as [AdFormat, ...AdFormat[]]),
  image: link,
  click: link,
  alt: name,
  weight: z.number().int().min(0).max(1000).default(1),
  enabled: z.boolean().default(true),
});

export const curationFileSchema = z.strictObject({
  genres: z.array(genre).default([]),
  channels: z.array(channel).default([]),
  featured: z.array(featured).default([]),
  moods: z.array(mood).default([]),
  pages: z.array(page).default([]),
  banners: z.array(banner).default([]),
  charities: z.array(charity).default([]),
  ads: z.array(ad).default([]),
});

export type CurationFile = z.infer<typeof curationFileSchema>;
export type ChannelDef = CurationFile['channels'][number];
export type RulesDef = NonNullable<ChannelDef['rules']>;
export type TrackRef = ChannelDef['tracks'][number];
export type PageDef = CurationFile['pages'][number];
export type BannerDef = CurationFile['banners'][number];
export type CharityDef = CurationFile['charities'][number];
export type AdDef = CurationFile['ads'][number];
