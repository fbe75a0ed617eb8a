// The lazily loaded player controls (see ../PlayerSlot.tsx).
import './extras.css';

export { BlendLabel } from '../../blend/BlendLabel';
export { BanButton } from './BanButton';
export { ChannelActions } from './ChannelActions';
export { FiveStarFilters } from './FiveStarFilters';
export { TrackRating } from './TrackRating';

