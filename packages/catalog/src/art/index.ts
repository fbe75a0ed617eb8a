export { tileSvg, defaultTileSvg, type TileInput } from './tile';
export { coverSvg, type CoverInput } from './cover';
export { articleSvg, defaultArticleSvg, type ArticleArtInput } from './article';
export { escapeXml } from '../escape';
