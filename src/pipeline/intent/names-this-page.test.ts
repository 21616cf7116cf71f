import { describe, expect, it } from 'vitest';
import { namesThisPage } from './names-this-page';

describe('namesThisPage', () => {
  it.each([
    ['en', 'Summarize this page'],
    ['en', 'What does the current tab say about tides?'],
    ['en', 'What is on this page?'],
    ['en', "What's the page I'm reading about?"],
    ['es', 'Resume esta página'],
    ['es', '¿Qué dice este artículo sobre el precio?'],
    ['es', 'Explica la pestaña actual'],
    ['fr', 'Résume cette page'],
    ['fr', "De quoi parle cet article ?"],
    ['fr', "Que dit l'onglet actuel sur les horaires ?"],
    ['de', 'Fasse diese Seite zusammen'],
    ['de', 'Was steht in diesem Artikel über den Preis?'],
    ['de', 'Erkläre den aktuellen Tab'],
    ['pt', 'Resuma esta página'],
    ['pt', 'O que diz nesta aba sobre o preço?'],
    ['it', 'Riassumi questa pagina'],
    ['it', "Di cosa parla quest'articolo?"],
    ['ru', 'Перескажи эту страницу'],
    ['ru', 'О чём эта статья?'],
    ['ru', 'Что написано на текущей вкладке?'],
    ['zh', '总结这个页面'],
    ['zh', '這篇文章講了什麼？'],
    ['zh', '本文的要点是什么'],
    ['ja', 'このページを要約して'],
    ['ja', 'この記事の要点は？'],
    ['ko', '이 페이지를 요약해 줘'],
    ['ko', '현재 탭의 주요 내용은?'],
  ])('%s: %s → this page', (_language, question) => {
    expect(namesThisPage(question)).toBe(true);
  });

  it.each([
    ['en', 'Compare the pages I have open'],
    ['en', 'What is on these pages?'],
    ['en', 'Is this pageant on Friday?'],
    ['en', 'Summarize my tabs'],
    ['en', 'How does this page differ from the other tabs?'],
    ['en', 'Which is lighter, this laptop or the Corvo?'],
    ['es', 'Resume estas páginas'],
    ['fr', 'Résume ces onglets'],
    ['de', 'Fasse diese Seiten zusammen'],
    ['pt', 'Resuma estas abas'],
    ['it', 'Riassumi queste pagine'],
    ['ru', 'Перескажи эти страницы'],
    ['zh', '总结这些页面'],
    ['ja', 'これらのページを要約して'],
    ['ko', '이 글자는 무슨 뜻이야?'],
    ['ko', '모든 탭을 요약해 줘'],
  ])('%s: %s → not this page', (_language, question) => {
    expect(namesThisPage(question)).toBe(false);
  });

  it('reads the first line only: a quoted selection after it is search text', () => {
    expect(namesThisPage('Who wrote it?\nThis page is maintained by the tide office')).toBe(false);
  });
});
