/** A caption track a video offers (a `<track>` element, or one of YouTube's captionTracks). */
export interface CaptionTrack {
  /** BCP 47 language, as the source gives it ("en", "en-GB", "pt-BR"); may be empty. */
  language: string;
  /** The name a player's menu shows ("English (auto-generated)"). */
  label: string;
  /** Made by speech recognition (YouTube `kind: "asr"`). */
  auto: boolean;
  /** Where the text is fetched from. */
  url: string;
}

/** Why a track was taken, for the status line ("English, the language you asked in"). */
export type TrackChoice = 'language' | 'original' | 'auto-generated' | 'first';
