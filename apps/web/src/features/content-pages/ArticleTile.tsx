import { ARTICLE_ART, type ArticleSummary, contentPagePath } from '@earshot/contract';
import { Link } from 'react-router';
import { FallbackImage } from '../../ui/FallbackImage';

/**
 * A wide article tile (the articles list, Channel Chatter): preview image, or the default when the
 * article has none or its image fails, then the title and description. The whole tile is one link
 * to /page/{url}/; the image is decorative, the title names the link.
 */
export function ArticleTile({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link className="article-tile" to={contentPagePath(article.url)}>
      <span className="article-tile__art">
        <FallbackImage src={article.previewimage ?? ARTICLE_ART.defaultImage} fallback={ARTICLE_ART.defaultImage} alt="" loading="lazy" width={1200} height={630} />
      </span>
      <span className="article-tile__text">
        <Heading className="article-tile__title">{article.title}</Heading>
        <span className="article-tile__desc">{article.desc}</span>
      </span>
    </Link>
  );
}
