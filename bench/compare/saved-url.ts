import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each set's one ground-truth file (scrapinghub format), read once per run: it holds every page. */
const shared = new Map<string, Record<string, { url?: string }>>();

/**
 * The address a saved page was read at, from either format an extraction set comes in: wcxb-dev's
 * `ground-truth/<id>.json` per page, or scrapinghub's one `ground-truth.json` (`{ "<id>": { url, articleBody } }`),
 * told apart by that file. Empty when the page was saved without one.
 */
export function savedUrl(dir: string, id: string): string {
  const single = join(dir, 'ground-truth.json');
  if (!existsSync(single)) return (JSON.parse(readFileSync(join(dir, 'ground-truth', `${id}.json`), 'utf8')) as { url?: string }).url ?? '';
  if (!shared.has(dir)) shared.set(dir, JSON.parse(readFileSync(single, 'utf8')) as Record<string, { url?: string }>);
  const page = shared.get(dir)![id];
  if (!page) throw new Error(`${id} is not in ${single}`);
  return page.url ?? '';
}
