#!/usr/bin/env python3
"""Checks the fresh3 held-out sets against the scrapinghub pages they were written on.

  python3 bench/check-fresh3.py [--data ../shared/data/extraction/scrapinghub]

For bench/followups/fresh3-cases.json and bench/compare/compare-fresh3-cases.jsonl: every answer snippet
occurs in its page's ground-truth articleBody AND in the page's visible HTML text (scripts, styles, the
head and comments dropped, a space at every tag, entities read), both whitespace-normalised and
case-insensitive (as bench/compare/snippet-text.ts matches: no space before closing punctuation); no
page is one of the 50 that ../shared/data/qa/paraphrase-dev uses; unrelated tabs are distinct, not a
compared or answering page, and hold no answer snippet of the case (as score-followups matches: case,
spaces and colons aside). Prints one line per failure, then the counts; exits 1 on any failure.
"""
import argparse
import gzip
import html
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def norm(text):
    text = re.sub(r'\s+', ' ', text)
    text = re.sub(r' (?=[:;,.!?)\]])', '', text)
    text = re.sub(r'(?<=[(\[]) ', '', text)
    return text.strip().lower()


def squash(text):
    return re.sub(r'[\s:]+', '', text.lower())


def visible(raw):
    raw = re.sub(r'<!--.*?-->', ' ', raw, flags=re.S)
    raw = re.sub(r'<(script|style|noscript|template|head)\b.*?</\1\s*>', ' ', raw, flags=re.S | re.I)
    return html.unescape(re.sub(r'<[^>]+>', ' ', raw))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--data', default=str(ROOT / '../shared/data/extraction/scrapinghub'))
    parser.add_argument('--followups', default=str(ROOT / 'bench/followups/fresh3-cases.json'))
    parser.add_argument('--compare', default=str(ROOT / 'bench/compare/compare-fresh3-cases.jsonl'))
    args = parser.parse_args()
    data = Path(args.data)
    truth = json.loads((data / 'ground-truth.json').read_text())
    reserved = {json.loads(line)['doc_id'] for line in (ROOT / '../shared/data/qa/paraphrase-dev/docs.jsonl').open() if line.strip()}
    texts = {}

    def page(pid):
        if pid not in texts:
            raw = gzip.open(data / 'html' / f'{pid}.html.gz').read().decode('utf8', 'replace')
            texts[pid] = (norm(truth[pid]['articleBody']), norm(visible(raw)), squash(truth[pid]['articleBody']))
        return texts[pid]

    failures = []

    def check_page(where, pid):
        if pid not in truth:
            failures.append(f'{where}: {pid} is not a scrapinghub page')
            return False
        if pid in reserved:
            failures.append(f'{where}: {pid} is a paraphrase-dev page')
        return True

    def check_snippets(where, pid, answers):
        if not answers:
            failures.append(f'{where}: no answers')
        for a in answers:
            body, shown, _ = page(pid)
            if norm(a) not in body:
                failures.append(f'{where}: {a!r} not in the articleBody of {pid[:8]}')
            if norm(a) not in shown:
                failures.append(f'{where}: {a!r} not in the visible HTML text of {pid[:8]}')

    def check_unrelated(where, answering, unrelated, answers, count):
        if len(unrelated) not in count or len(set(unrelated)) != len(unrelated):
            failures.append(f'{where}: {len(unrelated)} unrelated tabs (or repeats)')
        for u in unrelated:
            if not check_page(where, u):
                continue
            if u in answering:
                failures.append(f'{where}: unrelated {u[:8]} is an answering page')
            if any(squash(a) in page(u)[2] for a in answers):
                failures.append(f'{where}: unrelated {u[:8]} holds an answer snippet')

    follow = json.loads(Path(args.followups).read_text())['cases']
    for c in follow:
        where = f'followups {c["id"]}'
        if c['split'] != 'fresh3':
            failures.append(f'{where}: split {c["split"]}')
        if not check_page(where, c['page']):
            continue
        for turn in ('first', 'follow'):
            check_snippets(f'{where} {turn}', c['page'], c[turn]['answers'])
        check_unrelated(where, {c['page']}, c['unrelated'], c['first']['answers'] + c['follow']['answers'], range(4, 7))

    compare = [json.loads(line) for line in Path(args.compare).read_text().splitlines() if line.strip()]
    for q in compare:
        where = f'compare {q["id"]}'
        if q['split'] != 'fresh3':
            failures.append(f'{where}: split {q["split"]}')
        pages = [s['page'] for s in q['compared']]
        if len(pages) not in (2, 3) or len(set(pages)) != len(pages):
            failures.append(f'{where}: compared pages {pages}')
        for s in q['compared']:
            if check_page(where, s['page']):
                check_snippets(where, s['page'], s['answers'])
        check_unrelated(where, set(pages), q['unrelated'], [a for s in q['compared'] for a in s['answers']], range(4, 5))

    for line in failures:
        print(line)
    turns = [(c['lang'].split('/') * 2)[:2] for c in follow]
    other = sum(lang != 'en' for pair in turns for lang in pair)
    print(f'{len(follow)} follow-up cases ({other} of {2 * len(follow)} turns not in English), {len(compare)} comparisons '
          f'({sum(q["lang"] != "en" for q in compare)} not in English, {sum(q["paraphrase"] for q in compare)} paraphrase): {len(failures)} failures')
    sys.exit(1 if failures else 0)


if __name__ == '__main__':
    main()
