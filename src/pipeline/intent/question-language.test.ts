import { describe, expect, it } from 'vitest';
import { guessLanguage } from './question-language';

// Written after the markers were chosen (none of these tuned them), with no whole-page, comparison or
// how-to cue: the words of ordinary questions.
const QUESTIONS: Record<string, string[]> = {
  en: ['Who is the author of this report?', 'What year did the war end?', 'Is the museum open on Mondays?'],
  fr: ['Quelle est la capitale du pays ?', 'Le musée est-il ouvert le lundi ?', 'Qui dirige l’entreprise aujourd’hui ?'],
  de: ['Wer leitet die Firma heute?', 'Ist das Museum montags geöffnet?', 'Welche Farbe hat das neue Modell?'],
  es: ['¿Quién dirige la empresa hoy?', '¿El museo abre los lunes?', '¿Qué color tiene el nuevo modelo?'],
  it: ["Chi dirige l'azienda oggi?", 'Il museo è aperto il lunedì?', 'Di che colore è il nuovo modello?'],
  pt: ['Quem dirige a empresa hoje?', 'O museu abre às segundas?', 'Qual é a cor do novo modelo?'],
  ru: ['Кто сейчас руководит компанией?', 'Музей открыт по понедельникам?'],
  ja: ['美術館は月曜日に開いていますか？', '新しいモデルは何色ですか'],
  zh: ['博物馆星期一开门吗？', '新型号是什么颜色？'],
  ko: ['박물관은 월요일에 문을 여나요?', '새 모델은 무슨 색인가요?'],
};

describe('guessLanguage', () => {
  for (const [language, questions] of Object.entries(QUESTIONS)) {
    it.each(questions)(`${language}: %s`, (question) => {
      expect(guessLanguage(question)).toBe(language);
    });
  }

  it('reads Japanese written mostly in kanji as Japanese, not Chinese', () => {
    expect(guessLanguage('東京都庁の所在地は')).toBe('ja');
  });

  it('keeps the script of the words around a quoted English name', () => {
    expect(guessLanguage('Что такое Kubernetes и зачем он нужен?')).toBe('ru');
    // More Latin letters than Hangul, but only in a product's name.
    expect(guessLanguage('AirPods Pro 2 무게가 얼마나 돼요?')).toBe('ko');
    expect(guessLanguage('Smart Bird Feeder Proの値段は？')).toBe('ja');
    // English words around a Korean one are English.
    expect(guessLanguage('What does 무게 mean?')).toBe('en');
  });

  it('says nothing when nothing tells', () => {
    expect(guessLanguage('Kubernetes?')).toBeUndefined();
    expect(guessLanguage('2024')).toBeUndefined();
  });
});
