import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * Plugins of vite.config.ts that shape the app's own build (its route preloads, its
 * precompressed files, its prerendered pages, its list of what each file holds) and have nothing to do in Storybook's: the
 * route preloads would stop the static build, which has none of the app's lazy route chunks.
 */
const APP_BUILD_ONLY = new Set([
  'route-preloads',
  'precompress-assets',
  'prerender-pages',
  'chunk-modules',
]);

function withoutAppBuildPlugins(plugins: PluginOption[] = []): PluginOption[] {
  return plugins.flat(Infinity as 1).filter((plugin) => {
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
    return !APP_BUILD_ONLY.has(String(name));
  });
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../stories/**/*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: withoutAppBuildPlugins(viteConfig.plugins),
  }),
};

export default config;
