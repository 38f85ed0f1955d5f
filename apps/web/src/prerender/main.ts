// The public pages, rendered at build time into copies of index.html (issue #18): a phone paints
// the page from the HTML alone, before the app's JavaScript has arrived, and the app then hydrates
// it. Built by `vite build --ssr` and run by Node with the client build's folder:
// `node dist-ssr/main.js dist` (the web app's build script).
import './first-visit-window';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDERED_PAGES_DIR, prerenderedFileOf } from '@kindred/core/client-paths';
import { writeCompressedTwins } from '../../precompress';
import { PRERENDERED_ATTRIBUTE } from '../app/prerendered';
import { paths } from '../lib/paths';
import { appStarters } from './start-app-page';

// Loaded after the visitor's window exists: the app's modules read storage as they load.
const { renderPage } = await import('./render-page');

/** The pages a visitor who is not signed in opens first. */
const PAGES = [paths.home, paths.about, paths.contact, paths.pricing, paths.login, paths.signup];
/**
 * Of those, the pages a visitor only reads and leaves by a link: they start the app only when it
 * is needed (src/start-app.ts), so a first visit downloads none of it. The others have forms, and
 * start it once they have painted.
 */
const STARTING_WHEN_NEEDED: readonly string[] = [paths.home, paths.about];
const ROOT = '<div id="root"></div>';

const TITLE = /<title>[^<]*<\/title>/;
const STYLE = /<style data-emotion="[^"]*">[\s\S]*?<\/style>/g;

const distDir = process.argv[2];
if (!distDir) throw new Error('usage: node dist-ssr/main.js <client build folder>');
const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
if (!shell.includes(ROOT) || !TITLE.test(shell)) throw new Error(`${distDir}/index.html has no empty ${ROOT} or no <title>`);

const shells = appStarters(shell);
const outDir = join(distDir, PRERENDERED_PAGES_DIR);
mkdirSync(outDir, { recursive: true });
for (const path of PAGES) {
  const markup = await renderPage(path);
  // React renders the page's <title> first, in the markup: it belongs in the head, in place of the shell's.
  const title = markup.match(TITLE)?.[0];
  const page = title && markup.startsWith(title) ? markup.slice(title.length) : markup;
  // Emotion writes each style just before the first element that needs it, and the theme's CSS
  // variables after the page: in the body, the browser would paint what it has parsed so far
  // without them, and move it when they arrive. In the head, in the same order, they come first.
  // Marked as Emotion marks the styles it has moved to the head itself (data-s): in the browser it
  // would otherwise move each of them again, and the browser re-read every stylesheet each time.
  const styles = (page.match(STYLE) ?? []).map((style) => style.replace('<style ', '<style data-s="" ')).join('');
  const body = page.replace(STYLE, '');
  const whenNeeded = STARTING_WHEN_NEEDED.includes(path);
  const html = shells[whenNeeded ? 'needed' : 'painted']
    .replace(TITLE, () => title ?? shell.match(TITLE)![0])
    .replace('</head>', () => `${styles}</head>`)
    // Inert until the app has hydrated it: a tap or a keystroke before would reach no handler and
    // be lost, so the page is there to read, not to use yet. A page starting the app when needed
    // is for use at once: its script passes a tap on to the app.
    .replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}${whenNeeded ? '' : ' inert'}>${body}</div>`);
  const file = join(outDir, prerenderedFileOf(path));
  writeFileSync(file, html);
  writeCompressedTwins(file);
}
console.log(`prerendered ${PAGES.length} pages into ${outDir}`);
// The app's modules start timers a page in a browser wants (the query cache's collection after five
// minutes), which would hold this one-off build step open that long.
process.exit(0);
