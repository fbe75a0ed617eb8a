import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the React Router components the app never renders (NavLink, Form and the
 * form-submission code behind it, about 1 kB gzipped of the first download). Its build assigns each
 * component a `displayName` at the top level and wraps it in an unannotated `forwardRef` call, and
 * either keeps an unused component alive. Only the names React DevTools shows are lost.
 */
export function unusedRouterParts(): Plugin {
  return {
    name: 'earshot:unused-router-parts',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/^var ([\w$]+) = (React\d*\.forwardRef\()/gm, 'var $1 = /* @__PURE__ */ $2'),
        map: null,
      };
    },
  };
}
