import { type IconProps, Svg } from '../../../ui/icons';

// Apart from ui/icons so that only the lazily loaded player controls download them.
export const StarIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
  </Svg>
);

export const BanIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zM4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9C4.63 15.55 4 13.85 4 12zm8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1C19.37 8.45 20 10.15 20 12c0 4.42-3.58 8-8 8z" />
  </Svg>
);

/** Two overlapping rings: channels mixed into one. */
export const BlendIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 5a7 7 0 1 0 0 14A7 7 0 1 0 9 5zm0 2a5 5 0 1 1 0 10A5 5 0 1 1 9 7z" />
    <path d="M15 5a7 7 0 1 0 0 14 7 7 0 1 0 0-14zm0 2a5 5 0 1 1 0 10 5 5 0 1 1 0-10z" />
  </Svg>
);

export const ShareIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11A2.99 2.99 0 0 0 21 5a3 3 0 0 0-5.91.7L8.04 9.81A2.99 2.99 0 0 0 3 12a2.99 2.99 0 0 0 5.04 2.19l7.12 4.16c-.05.21-.08.43-.08.65a2.92 2.92 0 1 0 2.92-2.92z" />
  </Svg>
);

/** A crescent moon: the sleep timer. */
export const MoonIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12.3 2.05a1 1 0 0 1 .3 1.3 7 7 0 0 0 8.05 9.96 1 1 0 0 1 1.22 1.27A10 10 0 1 1 11.2 2.05a1 1 0 0 1 1.1 0zM9.6 4.45a8 8 0 1 0 9.95 10.9A9 9 0 0 1 9.6 4.45z" />
  </Svg>
);

/** A screen with waves from its corner: play on another device. */
export const CastIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21 3H3a2 2 0 0 0-2 2v3h2V5h18v14h-7v2h7a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zM1 18v3h3a3 3 0 0 0-3-3zm0-4v2a5 5 0 0 1 5 5h2a7 7 0 0 0-7-7zm0-4v2a9 9 0 0 1 9 9h2A11 11 0 0 0 1 10z" />
  </Svg>
);
