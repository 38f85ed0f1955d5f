// React's CommonJS packages, imported here so that they run in the 'react' chunk rather than in the
// first chunk that uses them (vite.config.ts): a prerendered page runs that chunk in a task of its own.
import 'react/jsx-runtime';

export { StrictMode, startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
