/** Inline icons: decorative, so hidden from assistive technology; the control around them carries the label. */
export interface IconProps {
  size?: number;
}

export function Svg({ size = 20, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z" />
  </Svg>
);

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="6" width="18" height="2" rx="1" />
    <rect x="3" y="11" width="18" height="2" rx="1" />
    <rect x="3" y="16" width="18" height="2" rx="1" />
  </Svg>
);

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z" />
  </Svg>
);

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10.5 4a6.5 6.5 0 0 1 5.2 10.4l4.4 4.4-1.4 1.4-4.4-4.4A6.5 6.5 0 1 1 10.5 4zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z" />
  </Svg>
);

/** The brand mark: three sound waves reaching an ear. */
export const LogoMark = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="6" cy="12" r="2.6" />
    <path d="M10.3 6.9a7 7 0 0 1 0 10.2l-1.4-1.4a5 5 0 0 0 0-7.4z" />
    <path d="M13.6 3.6a11.6 11.6 0 0 1 0 16.8l-1.4-1.4a9.6 9.6 0 0 0 0-14z" />
    <path d="M16.9.3a16.3 16.3 0 0 1 0 23.4l-1.4-1.4a14.3 14.3 0 0 0 0-20.6z" />
  </Svg>
);

export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
  </Svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.7 8.3 12 13.6l5.3-5.3 1.4 1.4L12 16.4 5.3 9.7z" />
  </Svg>
);

/** Favorites, on tiles and in the player; CSS draws it outlined until the channel is a favorite. */
export const HeartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21 3.8 12.9A5.3 5.3 0 0 1 12 5.6a5.3 5.3 0 0 1 8.2 7.3z" />
  </Svg>
);
