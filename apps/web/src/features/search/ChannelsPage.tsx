import { type Channel, pageTitle } from '@earshot/contract';
import { PageMeta } from '../../lib/meta';
import { TileList } from '../channels/TileList';
import './results.css';

interface ChannelsPageProps {
  heading: string;
  description: string;
  canonicalPath: string;
  channels: Channel[];
}

/** The artist and keyword pages: a heading and the channels, as tiles that play. */
export function ChannelsPage({ heading, description, canonicalPath, channels }: ChannelsPageProps) {
  return (
    <div className="results-page">
      <PageMeta title={pageTitle(heading)} description={description} canonicalPath={canonicalPath} image={channels[0]?.image} />
      <h1 className="results-page__title">{heading}</h1>
      <TileList channels={channels} />
    </div>
  );
}
