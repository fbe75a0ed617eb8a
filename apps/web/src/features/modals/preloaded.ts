import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy for code that may have arrived already (preloaded on hover, or ahead of a timed modal).
 * A promise, even a settled one, makes the first render suspend, and React then holds the content
 * back until 300 ms after it showed the fallback (its reveal throttle): a modal whose code was
 * here opened 0.3 s late. Handed the module at once (a thenable that calls back synchronously),
 * lazy renders it without suspending.
 */
export function lazyPreloaded<P>(loaded: () => ComponentType<P> | null, load: () => Promise<Module<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const component = loaded();
    if (!component) return load();
    const module: Module<P> = { default: component };
    return { then: (resolve: (value: Module<P>) => void) => resolve(module) } as unknown as Promise<Module<P>>;
  });
}
