import { ASSET_PATHS } from '@earshot/contract';
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  alt: string;
  fallback?: string;
};

/** An image that shows the default tile art when its own art fails to load. */
export function FallbackImage({ src, fallback = ASSET_PATHS.defaultTile, alt, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const shown = failedSrc === src ? fallback : src;

  useEffect(() => {
    // A server-rendered image that failed before hydration fired its error event unheard: probe it again.
    const img = imageRef.current;
    if (!img?.complete || img.naturalWidth > 0 || shown === fallback) return;
    const probe = new Image();
    probe.onerror = () => setFailedSrc(src);
    probe.src = src;
  }, [src, shown, fallback]);

  return (
    <img
      ref={imageRef}
      {...rest}
      src={shown}
      alt={alt}
      onError={shown === fallback ? undefined : () => setFailedSrc(src)}
    />
  );
}
