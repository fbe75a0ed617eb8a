// The lazily loaded player controls (see ../PlayerSlot.tsx).
import './extras.css';

export { BanButton } from './BanButton';
export { ChannelActions } from './ChannelActions';
export { FiveStarFilters } from './FiveStarFilters';
export { TrackRating } from './TrackRating';

/**
 * The Ban dialog's code, its own chunk. Only the Ban button opens it, so the modal registry loads it
 * through here and the first download does not have to name its files (see MODAL_LOADERS.ban).
 */
export const loadBanModal = () => import('../../ban/BanModal');
