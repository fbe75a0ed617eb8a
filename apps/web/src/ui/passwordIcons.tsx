import { type IconProps, Svg } from './icons';

// Apart from ui/icons so that only the (lazily loaded) forms download them.
export const EyeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.3a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4z" />
  </Svg>
);

export const EyeOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.3 2.3 2 3.6l3.2 3.2C3.5 8.2 2.2 10.1 1.5 12c1.2 2.8 5 7 10.5 7 1.9 0 3.6-.5 5-1.3l3.4 3.4 1.3-1.3zM12 16.5A4.5 4.5 0 0 1 7.5 12c0-.8.2-1.5.5-2.1l1.7 1.7a2.2 2.2 0 0 0 2.7 2.7l1.7 1.7c-.6.3-1.3.5-2.1.5zM12 5c-1.3 0-2.5.2-3.6.6l2 2A4.5 4.5 0 0 1 16.4 13.6l2.9 2.9c1.5-1.3 2.6-2.9 3.2-4.5C21.3 9.2 17.5 5 12 5z" />
  </Svg>
);
