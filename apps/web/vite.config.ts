import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { endpointSchemas } from './endpointSchemas';
import { precompress } from './precompress';
import { installableApp } from './pwa/plugin';
import { unusedRouterParts } from './unusedRouterParts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), unusedRouterParts(), endpointSchemas(), installableApp()],
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^react-router$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
          { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
        ],
      },
  build: {
    // The server reads dist/client/.vite/manifest.json to link the hashed entry script and styles.
    manifest: !isSsrBuild,
    // A lazily loaded chunk's stylesheets are fetched with it; its JavaScript imports only for the
    // player's engine, which a first click waits on. Every page's list cost the first download 1.4 kB.
    modulePreload: {
      resolveDependencies: (file: string, deps: string[]) => (file.includes('browserPlayer') ? deps : deps.filter((d) => d.endsWith('.css'))),
    },
    emptyOutDir: true,
    rolldownOptions: {
      input: isSsrBuild ? undefined : 'src/main.tsx',
      output: isSsrBuild
        ? {}
        : {
            // Everything the first page load needs in one file: left to itself the bundler splits small
            // shared pieces (React's JSX runtime, the contract's limits, the preload helper) into chunks of
            // their own, which compress worse and cost a request each.
            // The log-in and sign-up forms' shared pieces (the account actions and rules, the field) in one
            // chunk: as eight chunks they cost the sign-up page 1.5 kB more gzip. The Facebook button apart,
            // which Account Settings (at its budget) does not use.
            codeSplitting: {
              // A group holds the modules it names, not their imports (AUTH_TEXT, say, stays where it was).
              includeDependenciesRecursively: false,
              groups: [
                { name: 'app', tags: ['$initial'] },
                // The stream address block the channel page, the share modal and Account Settings share:
                // as four chunks (with the contract's stream words) it cost the channel page 0.3 kB more gzip.
                { name: 'streams', test: /\/(features\/streams\/[^/]+|contract\/src\/streams\/(messages|paths))\.tsx?$/ },
                {
                  name: 'account-forms',
                  test: /\/(features\/auth\/(actions|loginMarker|errorText)|ui\/(Field|passwordIcons)|contract\/src\/accounts\/(return-path|rules|email|sign-up))\.tsx?$/,
                },
                { name: 'facebook-button', test: /\/features\/auth\/(SocialLogIn|facebookSdk)\.tsx?$/ },
              ],
            },
          },
    },
  },
}));
