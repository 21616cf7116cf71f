import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export type SetFormat = 'scrapinghub' | 'wcxb';

export interface BenchPage {
  id: string;
  url: string;
  /** The human-written main text. */
  truth: string;
  /** WCXB page type (article, forum, product, …); absent for scrapinghub. */
  pageType?: string;
  /** WCXB: sentences that must be in the main content (`with`) and boilerplate that must not (`without`). */
  with?: string[];
  without?: string[];
  readHtml: () => string;
}

export interface BenchSet {
  name: string;
  format: SetFormat;
  pages: BenchPage[];
}

const FALLBACK_URL = 'https://example.invalid/';

/** The page's URL when it is a valid absolute URL (jsdom needs one), otherwise a placeholder. */
function pageUrl(url: string | undefined): string {
  return url && URL.canParse(url) ? url : FALLBACK_URL;
}

const gunzipped = (path: string) => () => gunzipSync(readFileSync(path)).toString('utf8');

/**
 * Reads an extraction set in either published layout: scrapinghub (`ground-truth.json`,
 * `html/<id>.html.gz`) or WCXB (`ground-truth/<id>.json`, `html/<id>.html.gz`).
 */
export function loadSet(dir: string): BenchSet {
  const name = basename(dir.replace(/\/+$/, ''));
  const single = join(dir, 'ground-truth.json');
  if (existsSync(single)) {
    const truth = JSON.parse(readFileSync(single, 'utf8')) as Record<string, { articleBody?: string; url?: string }>;
    const pages = Object.entries(truth).map(([id, t]) => ({
      id,
      url: pageUrl(t.url),
      truth: t.articleBody ?? '',
      readHtml: gunzipped(join(dir, 'html', `${id}.html.gz`)),
    }));
    return { name, format: 'scrapinghub', pages };
  }
  const folder = join(dir, 'ground-truth');
  if (existsSync(folder)) {
    const pages = readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => {
        const id = file.replace(/\.json$/, '');
        const t = JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
          url?: string;
          page_type?: string;
          main_content?: string;
          with?: string[];
          without?: string[];
        };
        return {
          id,
          url: pageUrl(t.url),
          truth: t.main_content ?? '',
          pageType: t.page_type ?? 'article',
          with: t.with ?? [],
          without: t.without ?? [],
          readHtml: gunzipped(join(dir, 'html', `${id}.html.gz`)),
        };
      });
    return { name, format: 'wcxb', pages };
  }
  throw new Error(`${dir}: neither ground-truth.json (scrapinghub) nor ground-truth/ (WCXB) found`);
}
