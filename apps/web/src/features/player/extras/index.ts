// The lazily loaded player controls (see ../PlayerSlot.tsx).
import './extras.css';

export { BlendLabel } from '../../blend/BlendLabel';
export { BanButton } from './BanButton';
export { CastButton } from './CastButton';
export { ChannelActions } from './ChannelActions';
export { FiveStarFilters } from './FiveStarFilters';
export { SleepTimer } from './SleepTimer';
export { TrackRating } from './TrackRating';

