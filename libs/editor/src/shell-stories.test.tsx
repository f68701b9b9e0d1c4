import { testStories } from '../../../tools/storybook/test-stories';

// The shell's stories (the block forms in `forms/` are tested with their own).
testStories(import.meta.glob(['./**/*.stories.tsx', '!./forms/**'], { eager: true }));
