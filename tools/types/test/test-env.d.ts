/// <reference path="../../../node_modules/vite/types/importMeta.d.ts" />
/// <reference types="@testing-library/jest-dom/vitest" />
