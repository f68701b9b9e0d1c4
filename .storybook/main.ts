import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the workspace: designers review every block, chrome component and editor form here. */
const config: StorybookConfig = {
  stories: ['../tools/storybook/docs/*.mdx', '../libs/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, tsconfigPaths: true },
  }),
};

export default config;
