import { describe, expect, it } from 'vitest';
import { attributeScore, findAttributes } from './find-attributes';

const asked = (question: string) => findAttributes(question).map((a) => a.name);
const states = (question: string, text: string) => attributeScore({ text }, findAttributes(question));

describe('dates and years', () => {
  it('asks a date when a question asks when something was (not when it is)', () => {
    expect(asked('When were the cruise travel-agent thread and the fragrance budget thread started?')).toContain('date');
    expect(asked('When was the guide last updated?')).toContain('date');
    expect(asked('¿Cuándo se publicó el artículo?')).toContain('date');
    expect(asked('Когда была опубликована статья?')).toContain('date');
    // A past tense by its ending: Russian -л/-ла/-ли, Spanish -ó/-aron, Portuguese -ou/-iu.
    expect(asked('А когда ASML поставила свою первую машину?')).toContain('date');
    expect(asked('Когда могут появиться первые процессоры?')).not.toContain('date');
    expect(asked('¿Cuándo empezó la obra?')).toContain('date');
    expect(asked('Quando começou o projeto?')).toContain('date');
    expect(asked('Posso cancelar quando quiser?')).not.toContain('date');
    expect(asked('이 글은 언제 올라왔어?')).toContain('date');
    expect(asked('この記事はいつ公開された？')).toContain('date');
    // Hours and days of a shop are asked in the present: no date, which a founding story's year would answer.
    expect(asked('When is the bakery closed?')).not.toContain('date');
    expect(asked('When does the store open on Sunday?')).not.toContain('date');
  });

  it('reads a date as pages write it in the ten languages', () => {
    const q = 'When was it posted?';
    for (const text of ['Posted April 18, 2024', 'Dec 30, 2023', 'By thanosmano, 18 April 2024', 'am 3. März 2021', 'le 3 mars 2021', 'el 3 de marzo de 2021', 'em 3 de março de 2021',
      'il 3 marzo 2021', '3 марта 2021 г.', '2024-04-18', 'On 4/19/2024 at 3:10 PM', '19.04.2024', '2024年4月18日', '2024년 4월 18일', 'in February 1082', 'the 10th and 11th centuries', 'au XIe siècle', 'im 19. Jahrhundert', 'en el siglo XV', '十九世纪', 'some 3.5 billion years ago']) {
      expect(states(q, text), text).toBeGreaterThanOrEqual(1);
    }
    for (const text of ['You may want 18 of them', 'release v4.18.2024', 'He will march 20 miles']) expect(states(q, text), text).toBeLessThan(1);
  });

  it('asks a year in every language', () => {
    expect(asked('Esses dois rankings são de que ano?')).toEqual(['date']);
    expect(asked('In what year did the war end?')).toContain('date');
    expect(asked('Aus welchem Jahr stammt die Liste?')).toContain('date');
    expect(asked('这两份榜单是哪一年的？')).toContain('date');
    expect(states('Esses dois rankings são de que ano?', 'social media marketing agencies in the USA for 2023')).toBeGreaterThanOrEqual(1);
    expect(states('Esses dois rankings são de que ano?', 'Updated on February 24, 2026')).toBeGreaterThanOrEqual(1);
    // A price or a count of 2,000 is no year.
    expect(states('Esses dois rankings são de que ano?', 'It costs $2000 or 2,000 euros')).toBe(0);
  });
});
