import { FULL_CATALOG, type CatalogData, type CatalogSize } from '../types';
import { assignBrands } from './brand-assign';
import { assignChannelTracks, spreadFor } from './channel-tracks';
import { planChannels } from './channels';
import { describeChannel } from './descriptions';
import { planGenres } from './genres';
import { assignKeywords } from './keyword-assign';
import { Library } from './library';
import { buildPages } from './pages';
import { buildHomeSections, buildMoodGroups } from './sections';
import { buildStation } from './station';

/** Songs per artist in the catalog: enough for a channel to take several without exhausting anyone. */
function tracksPerArtist(size: CatalogSize): number {
  return Math.min(12, Math.max(3, Math.round(size.tracksPerChannel / 25)));
}

/**
 * The demo catalog as database rows. Pure and deterministic: the same size always gives
 * byte-identical output, so every server seeds the same ids.
 */
export function generateCatalog(size: CatalogSize = FULL_CATALOG): CatalogData {
  if (!Number.isInteger(size.channels) || size.channels < 1 || !Number.isInteger(size.tracksPerChannel) || size.tracksPerChannel < 1) {
    throw new Error('catalog size needs positive integer channels and tracksPerChannel');
  }
  const genrePlan = planGenres(size);
  const library = new Library();
  const spread = spreadFor(size);
  const perArtist = tracksPerArtist(size);
  // Each pool covers its own channels' share several times over, so channels in a genre overlap but differ.
  const minArtists = Math.max(Math.ceil(spread.artists * 0.8 * 1.2), Math.ceil((size.tracksPerChannel / Math.min(spread.cap, perArtist)) * 1.3));
  for (const pool of genrePlan.pools) {
    const needed = Math.ceil((pool.channelCount * size.tracksPerChannel * 0.8) / 4 / perArtist);
    library.fillPool(pool, Math.max(minArtists, needed), perArtist);
  }

  const plans = planChannels(genrePlan);
  const channelTracks = assignChannelTracks(plans, genrePlan.pools, size);
  const artistById = new Map(library.rows.artists.map((a) => [a.id, a]));
  for (const plan of plans) {
    plan.row.description = describeChannel(plan, plan.topArtists.slice(0, 3).flatMap((id) => artistById.get(id) ?? []));
  }

  const brands = assignBrands(plans, size);
  const keywords = assignKeywords(plans);
  const home = buildHomeSections(plans);
  const moods = buildMoodGroups(plans);
  const station = buildStation(size, genrePlan.genres);
  const content = buildPages(genrePlan.genres);

  const channels = [station.fiveStar, ...plans.map((p) => p.row)].sort((a, b) => a.oldid - b.oldid);
  return {
    genres: genrePlan.genres,
    brands,
    artists: [...library.rows.artists, station.artist],
    albums: [...library.rows.albums, ...station.albums],
    tracks: [...library.rows.tracks, ...station.tracks],
    channels,
    channelTracks,
    keywords,
    homeSections: home.sections,
    homeSectionChannels: home.rows,
    moodGroups: moods.groups,
    moodGroupChannels: moods.rows,
    pages: content.pages,
    pageGenres: content.pageGenres,
  };
}
