import { describe, expect, it } from 'vitest';
import { classifyIntent } from './classify-intent';

// Whole-video questions get the coverage selection over the transcript, like a long page (issue 24).
describe('whole-video questions in the ten languages', () => {
  it.each([
    'Summarize this video',
    'What are the main points of this video?',
    "What's this video about?",
    'Resume este vídeo',
    '¿De qué trata este video?',
    'Résume cette vidéo',
    'Quels sont les points clés de cette vidéo ?',
    'Fasse dieses Video zusammen',
    'Was sind die wichtigsten Punkte des Videos?',
    'Resuma este vídeo',
    'Quais são os pontos principais deste vídeo?',
    'Riassumi questo video',
    'Quali sono i punti principali di questo video?',
    'Кратко перескажи это видео',
    'Какие основные мысли этого видео?',
    '总结这个视频',
    '这个视频的要点是什么？',
    'この動画を要約して',
    'この動画の要点は？',
    '이 영상 요약해 줘',
    '이 동영상의 요점은 뭐야?',
  ])('%s → whole page, no topic', (q) => {
    expect(classifyIntent(q)).toEqual({ kind: 'whole-page' });
  });
});
