import type { CaptionTrack, TrackChoice } from './caption-track';

const base = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The track to read: one in a language the user reads (`languages`, most wanted first: the question's,
 * then the interface's), a person's captions before speech recognition's; else the original (the
 * language the video is spoken in: `original`, or what its auto-generated track is in) by a person;
 * else the auto-generated track; else the first. Null when there is none.
 */
export function pickCaptionTrack(
  tracks: readonly CaptionTrack[],
  languages: readonly string[],
  original?: string,
): { track: CaptionTrack; choice: TrackChoice } | null {
  if (tracks.length === 0) return null;
  const byPerson = (list: readonly CaptionTrack[]) => list.find((t) => !t.auto) ?? list[0];
  for (const wanted of languages) {
    if (!wanted) continue;
    const exact = tracks.filter((t) => t.language.toLowerCase() === wanted.toLowerCase());
    const loose = exact.length ? exact : tracks.filter((t) => t.language && base(t.language) === base(wanted));
    const track = byPerson(loose);
    if (track) return { track, choice: 'language' };
  }
  const spoken = original ?? tracks.find((t) => t.auto)?.language;
  if (spoken) {
    const track = tracks.find((t) => !t.auto && base(t.language) === base(spoken));
    if (track) return { track, choice: 'original' };
  }
  const auto = tracks.find((t) => t.auto);
  if (auto) return { track: auto, choice: 'auto-generated' };
  return { track: tracks[0]!, choice: 'first' };
}
