/**
 * `npm run build`, last step: writes the HTML of every public page (PUBLIC_ROUTES) into
 * dist/prerendered/, from the client build's index.html and the SSR build of src/prerender/render.tsx.
 *
 * Each page gets:
 * - its rendered markup inside #root (a signed-out visitor's view), replacing the generic first paint;
 * - its own head tags (title, canonical URL, og:url) marked data-prerendered, which the app removes when it
 *   takes over (src/main.tsx) and renders itself;
 * - `data-prerendered` on #root and, in `data-preload`, its own route chunk and the chunks that imports:
 *   src/boot.ts starts the app once the page has been painted and preloads these with it, so the app's
 *   first render needs no further round trip.
 * The origin of canonical URLs is a placeholder the server fills in with PUBLIC_URL (apps/server spa plugin).
 * dist/prerendered/routes.json lists route -> file. The SSR build (dist-ssr) is removed afterwards.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssrDist = path.join(webRoot, 'dist-ssr');
const outDir = path.join(dist, 'prerendered');

/** The module of a public route, by the naming convention of src/app/routes. */
function routeModule(route) {
  if (route === '/') return 'src/app/routes/landing.tsx';
  if (route === '/accessibility/tts') return 'src/app/routes/tts.tsx';
  return `src/app/routes${route}.tsx`;
}

function preloadsFor(manifest, route) {
  const key = routeModule(route);
  if (!manifest[key]) throw new Error(`The Vite manifest has no chunk for ${key} (route ${route}).`);
  const files = new Set();
  const visit = (id) => {
    const chunk = manifest[id];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(key);
  return [...files];
}

/** React emits the page's hoisted head tags (<title>, <link>, <meta>) before its markup. */
function splitHead(html) {
  const match = /^((?:<(?:title|link|meta)\b[^>]*>(?:[^<]*<\/title>)?)*)/.exec(html);
  const head = match ? match[1] : '';
  return { head, body: html.slice(head.length) };
}

const markPrerendered = (tags) => tags.replace(/<(title|link|meta)\b/g, '<$1 data-prerendered=""');

export async function prerender() {
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const rootStart = template.indexOf('<div id="root">');
  const rootEnd = template.indexOf('<!--/root-->');
  if (rootStart < 0 || rootEnd < 0)
    throw new Error('index.html has no <div id="root"> ... <!--/root--> region.');

  const render = await import(pathToFileURL(path.join(ssrDist, 'render.js')).href);
  await render.prepare();
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const routes = {};
  for (const route of render.PUBLIC_ROUTES) {
    const page = await render.renderPage(route);
    if (page.status !== 200) throw new Error(`Prerendering ${route} answered ${page.status}.`);
    if (/<script\b(?![^>]*type="application\/ld\+json")/i.test(page.html)) {
      throw new Error(`Prerendering ${route} produced a script, which the CSP would block.`);
    }
    const { head, body } = splitHead(page.html);
    const preloads = preloadsFor(manifest, route).map((file) => `/${file}`);
    const html =
      template.slice(0, rootStart).replace('<title>', `${markPrerendered(head)}<title>`) +
      `<div id="root" data-prerendered="" data-preload="${preloads.join(' ')}">${body}</div>` +
      template.slice(rootEnd);
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
    routes[route] = file;
  }
  await writeFile(path.join(outDir, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  await rm(ssrDist, { recursive: true, force: true });
  return routes;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // React's production server renderer (it is chosen when react-dom/server is first loaded).
  process.env.NODE_ENV = 'production';
  const routes = await prerender();
  process.stdout.write(`Prerendered ${Object.keys(routes).length} public pages into dist/prerendered.\n`);
  // The auth store's timers and channel would keep the process alive.
  process.exit(0);
}
