// The one export the lazy bar needs: a static import lets the bundler leave the rest of `@aula/ui` out of its chunk.
export { FailedNavigationBar } from '@aula/ui';
