import { testStories } from '../../../tools/storybook/test-stories';

testStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
