import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from 'react';

type Module<P> = { default: ComponentType<P> };
type Shown<P> = ComponentType<P> | LazyExoticComponent<ComponentType<P>>;

/** Renders the component chosen when it mounted: kept for its lifetime, so it never remounts as another type. */
function Preloaded<P extends object>({ choose, props }: { choose: () => Shown<P>; props: P }) {
  const [Shown] = useState(choose);
  return createElement(Shown, props);
}

/**
 * React.lazy for code that may have arrived already (preloaded on hover, or ahead of a timed modal).
 * A promise, even a settled one, makes the first render suspend, and React then holds the content
 * back until 300 ms after it showed the fallback (its reveal throttle): a modal whose code was
 * here opened 0.3 s late. So code already here is rendered as it is, without React.lazy; code still
 * to come goes through React.lazy as usual. Each mount keeps the one it started with.
 */
export function lazyPreloaded<P extends object>(loaded: () => ComponentType<P> | null, load: () => Promise<Module<P>>): ComponentType<P> {
  const lazyComponent = lazy(load);
  const choose = (): Shown<P> => loaded() ?? lazyComponent;
  return (props: P) => createElement(Preloaded<P>, { choose, props });
}
