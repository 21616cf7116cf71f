import { describe, expect, it } from 'vitest';
import { attributeScore, findAttributes } from './find-attributes';

const states = (question: string, text: string) => attributeScore({ text }, findAttributes(question));

describe('attributes by value shape', () => {
  it('maps a comparative that names no unit to its measure, found by the unit a page states it in', () => {
    expect(findAttributes('Which dishwasher is quieter?').map((a) => a.name)).toEqual(['noise']);
    // A span up to now is asked with a duration's words; the duration is not asked besides.
    expect(findAttributes('How long have the reviewers behind these two earbud guides been testing earphones?').map((a) => a.name)).toEqual(['founded']);
    expect(findAttributes('Depuis combien de temps ces deux entreprises existent-elles ?').map((a) => a.name)).not.toContain('duration');
    expect(findAttributes('How long does the battery last?').map((a) => a.name)).toContain('duration');
    expect(states('Which dishwasher is quieter?', 'Noise level: 44 dBA')).toBe(1.5);
    expect(states('Welche Spülmaschine ist leiser?', 'Geräuschpegel 42 dB')).toBeGreaterThanOrEqual(1);
    expect(states('Which car goes further on a charge?', 'EPA-estimated range of up to 300 miles')).toBeGreaterThanOrEqual(1);
    expect(states('¿Cuál llega más lejos?', 'Alcance: 120 km')).toBeGreaterThanOrEqual(1);
    expect(states('Which oven gets hotter?', 'Heats up to 450 °F')).toBeGreaterThanOrEqual(1);
    expect(states('Welche Lampe ist heller?', '1.000 Lumen')).toBeGreaterThanOrEqual(1);
    expect(states('Which lamp is brighter?', 'Light output: 1,000 lumens')).toBe(1.5);
    expect(states('どちらが明るいですか？', '800ルーメン')).toBeGreaterThanOrEqual(1);
    expect(findAttributes('Which SUV has more room for luggage?').map((a) => a.name)).toContain('capacity');
    expect(states('Which SUV has more room for luggage?', 'Cargo volume: 38.6 cu. ft.')).toBe(1.5);
    // "The range of prices", "further information": no distance asked.
    expect(findAttributes('What is the range of prices? Any further information?').map((a) => a.name)).toEqual(['price']);
    // The first half of a hyphenated compound asks nothing: "weight-loss articles" are not about a weight.
    expect(findAttributes('Compare what the two weight-loss articles say about exercise')).toEqual([]);
    expect(findAttributes('Which tent is light-weight?').map((a) => a.name)).toEqual(['weight']);
    // 轻 is "light" in 哪个更轻 and in A比B轻, not in 年轻 ("young").
    expect(findAttributes('哪个更轻？').map((a) => a.name)).toEqual(['weight']);
    expect(findAttributes('Corvo比Aerolite轻吗？').map((a) => a.name)).toEqual(['weight']);
    expect(findAttributes('年轻职场人现在最喜欢哪种复杂功能？')).toEqual([]);
    // 軽 is "light" in どちらが軽い, not in 気軽に ("casually"); 贵 is "expensive" in 哪个更贵, not in 贵公司 or 宝贵.
    expect(findAttributes('どちらが軽いですか？').map((a) => a.name)).toEqual(['weight']);
    expect(findAttributes('気軽に使えるのはどっち？').map((a) => a.name)).not.toContain('weight');
    expect(findAttributes('哪个更贵？').map((a) => a.name)).toEqual(['price']);
    expect(findAttributes('贵公司提供哪些宝贵的服务？').map((a) => a.name)).not.toContain('price');
    // "The longest" alone is no founding year: "the longest run", "the longest cable"; "around the longest" is.
    expect(findAttributes("And what's the longest run in it?").map((a) => a.name)).not.toContain('founded');
    expect(findAttributes('Which company has been around the longest?').map((a) => a.name)).toEqual(['founded']);
    // A sale asks what is taken off: "(34% OFF)".
    expect(findAttributes('Is it on sale right now?').map((a) => a.name)).toEqual(['percentage']);
    expect(findAttributes('Est-ce que la mangeoire est en solde ?').map((a) => a.name)).toContain('percentage');
    expect(findAttributes('このフィーダーはセール中？').map((a) => a.name)).toContain('percentage');
    expect(states('Is it on sale right now?', '199€ 299€ (34% OFF)')).toBe(1.5);
  });

  it("does not take a word's other senses for the measure ('in charge of', 'light' to see by, 'time and space')", () => {
    const names = (q: string) => findAttributes(q).map((a) => a.name);
    expect(names('Who was Ralph in charge of being at war with?')).toEqual([]);
    expect(names('How long does it last on a single charge?')).toContain('battery');
    expect(names('What life process produces oxygen in the presence of light?')).toEqual([]);
    expect(names('Is the Corvo light enough to carry all day?')).toEqual(['weight']);
    expect(names('Time and space are both examples of what type of resource?')).toEqual([]);
    expect(names('Which game takes up more disk space?')).toEqual(['capacity']);
    expect(names('What continent are the Canarian Islands off the coast of?')).toEqual([]);
    expect(names('How much off the list price is it?')).toContain('percentage');
    expect(names('How many earthquakes does southern California experience in a year?')).not.toContain('founded');
    expect(names('Which agency has more experience with startups?')).toContain('founded');
    expect(names('What is the name of the last county?')).toEqual([]);
    expect(names('How long do the effects last with these hemp gummies?')).toContain('duration');
    expect(names('What do supportive teachers spend more time doing?')).not.toContain('price');
    expect(names('How much is he planning to spend on perfume?')).toContain('price');
    expect(names('Who kept tabs on the accident review board?')).toEqual([]);
    expect(names('Would you like to add a note?')).toEqual([]);
    expect(names('Quelle note ont-ils reçue ?')).toEqual(['rating']);
    // "To measure" and German "how deep" ask a size; "running a sale" asks what is taken off.
    expect(names('Et le boîtier, il mesure combien ?')).toEqual(['size']);
    expect(names('¿Y cuánto mide?')).toEqual(['size']);
    expect(names('Und wie tief ist das Regal?')).toEqual(['size']);
    expect(names('Is the sharpening stone shop running a sale?')).toEqual(['percentage']);
  });

  it('reads a volume in the units each market writes it: quarts, gallons, cubic feet, litres in other languages', () => {
    const q = 'Which holds more food, the blender or the pressure cooker?';
    expect(findAttributes(q).map((a) => a.name)).toContain('capacity');
    expect(states(q, 'Instant Pot Duo 6-Quart 7-in-1 Electric Pressure Cooker')).toBeGreaterThanOrEqual(1);
    expect(states(q, 'A 5 qt. stainless steel bowl')).toBeGreaterThanOrEqual(1);
    expect(states(q, 'Holds up to 2 gallons')).toBeGreaterThanOrEqual(1);
    expect(states(q, 'Refrigerator, 4.5 cu. ft. interior')).toBeGreaterThanOrEqual(1);
    expect(states('¿Cuál tiene más capacidad?', 'Depósito de 1,5 litros')).toBeGreaterThanOrEqual(1);
    expect(states('용량이 더 큰 것은?', '용량 5 리터')).toBeGreaterThanOrEqual(1);
    // Not a unit when the word goes on: "5 quartets", "3 galaxies".
    expect(states(q, 'five quartets, 3 galaxies')).toBe(0);
  });

  it('reads "where do I put …" as a file location, stated as a path', () => {
    const q = 'Where do I put my own service definitions with SysV init compared to systemd?';
    expect(findAttributes(q).map((a) => a.name)).toEqual(['location']);
    expect(states(q, '/etc/init.d: scripts used to start and stop services.')).toBeGreaterThanOrEqual(1);
    // A line led by a path and what goes there states it most plainly.
    expect(states(q, '/etc/systemd/system/: units installed by the system administrator')).toBe(1.5);
    expect(states(q, 'Put your configuration in ~/.config/app/settings.toml')).toBe(1);
    expect(states(q, 'Copy it to C:\\Program Files\\App')).toBeGreaterThanOrEqual(1);
    // Fractions, "and/or" and web addresses are not paths.
    expect(states(q, 'Add 1/2 cup of water, and/or 24/7 support; see https://example.com/a/b')).toBe(0);
    expect(findAttributes('Where is the bakery?').map((a) => a.name)).toEqual([]);
  });

  it('reads "where does <the thing> keep/store …" as a location too, and a config file as naming one', () => {
    const q = 'Where does sudo keep its settings?';
    expect(findAttributes(q).map((a) => a.name)).toEqual(['location']);
    expect(findAttributes('Where does the app store its logs?').map((a) => a.name)).toEqual(['location']);
    // Named and stated in one sentence (1.5), not only stated (1).
    expect(states(q, 'The main configuration file for sudo is /etc/sudoers.')).toBe(1.5);
  });

  it('reads a price in thousands before its currency, and a budget as its label', () => {
    const q = 'Which of these threads has the biggest budget?';
    expect(states(q, 'And for the price, around 1.5K USD, I have yet to find a better offer.')).toBeGreaterThanOrEqual(1.5);
    expect(states(q, 'my budget is $500-$700')).toBe(1.5);
    expect(states(q, 'I would rank the top 5 in order')).toBe(0);
  });

  it('reads a figure hyphened to its unit as a figure ("1-year warranty", "5-mm sole")', () => {
    expect(states('Which of these has the longer warranty?', 'Covered by a 1-year limited warranty.')).toBeGreaterThanOrEqual(1);
    expect(states('Which of these has the longer warranty?', 'A two-year-old company.')).toBe(0);
    expect(states('Which of these weighs less?', 'A 370-gram frame')).toBeGreaterThanOrEqual(1);
  });

  it('names a size\'s dimensions in the ten languages ("grosor" asks what "Thickness: 5mm" states)', () => {
    for (const q of ['¿Y qué grosor tiene?', 'Wie dick ist die Sohle? Die Dicke?', 'Quelle est l\'épaisseur ?', 'Qual è lo spessore?', 'Qual é a espessura?', 'Какая толщина?', '두께는?', '厚さは？', '厚度是多少？', 'What is the thickness?']) {
      expect(findAttributes(q).map((a) => a.name)).toContain('size');
    }
    expect(states('¿Y qué grosor tiene?', 'Thickness: Vibram® 5mm')).toBe(1);
    expect(states('Welche Länge hat das Kabel?', 'Länge: 1,5 m')).toBe(1);
    // A dimension's name alone does not name a size in a passage ("the length of the program").
    expect(states('Which is bigger?', 'the entire length of the program')).toBe(0);
    // A size word grading another measure is still not a size question; naming a dimension is.
    expect(findAttributes('Which has the bigger battery?').map((a) => a.name)).toEqual(['battery']);
    expect(findAttributes('What is the battery\'s height?').map((a) => a.name)).toContain('size');
  });

  it('reads nutrients by their names in the ten languages, stated in grams or calories', () => {
    const q = 'Wie viel Eiweiß steckt in einer Portion?';
    expect(findAttributes(q).map((a) => a.name)).toEqual(['protein']);
    expect(states(q, 'Each 90g serving provides 40g of plant-based protein.')).toBe(1.5);
    expect(states(q, 'Made with plant-based protein sources.')).toBe(0.5);
    for (const [question, name] of [['¿Cuántas proteínas tiene?', 'protein'], ['Сколько белка в порции?', 'protein'], ['단백질은 얼마나?', 'protein'], ['カロリーは？', 'calories'], ['碳水化合物多少？', 'carbohydrate'], ['Combien de glucides ?', 'carbohydrate']] as const) {
      expect(findAttributes(question).map((a) => a.name)).toContain(name);
    }
    // "On sale" is not salt.
    expect(findAttributes('Is it on sale?').map((a) => a.name)).not.toContain('salt');
  });

  it('reads the verb "to cost" as one thing or several cost, in each language', () => {
    for (const q of ['Combien coûtent les frais de port ?', 'Combien coûte le livre ?', '¿Cuánto cuestan las zapatillas?', 'Quanto custam os sapatos?', 'Quanto costano le scarpe?', 'Was kosten die Schuhe?', 'Сколько стоят кроссовки?']) {
      expect(findAttributes(q).map((a) => a.name)).toContain('price');
    }
    // A cost word inside another word is not one.
    expect(findAttributes('Où est la côte ?').map((a) => a.name)).not.toContain('price');
  });

  it('reads paying as asking a price, and what costs nothing as stating one ("Do I have to pay for the course?")', () => {
    const q = "Do I have to pay for the Linux Foundation's beginner course?";
    for (const asked of [q, 'Muss ich dafür bezahlen?', 'Нужно ли платить за курс?', 'Faut-il payer pour le cours ?', '¿Hay que pagar por el curso?', '要付费吗？']) {
      expect(findAttributes(asked).map((a) => a.name)).toContain('price');
    }
    // Paying attention, paying off, and a tool that pays for itself (a time to pay back) ask no price.
    for (const other of ['Did they pay attention?', 'Does the loan pay off?', 'How quickly do ClickUp and monday.com say they pay for themselves?', 'Какая платформа лучше?']) {
      expect(findAttributes(other).map((a) => a.name)).not.toContain('price');
    }
    expect(states(q, 'This free course is for beginners.')).toBeGreaterThan(0);
    expect(states(q, 'Free of charge for students.')).toBeGreaterThan(0);
    expect(states('Do I have to pay a travel agent anything?', 'No-cost for their services.')).toBeGreaterThan(0);
    for (const freedom of ['Feel free to ask questions.', 'A hands-free headset.', 'Free and open source software.', 'Sugar free and gluten-free.', 'Free of additives.']) {
      expect(states(q, freedom)).toBe(0);
    }
  });

  it('reads a voltage asked, in the ten languages, as the measure volts state', () => {
    for (const q of ['At what voltage does the neutral wire sit?', 'Welche Spannung liegt an?', '¿Qué voltaje tiene?', 'Qual é a tensão?', 'Qual è la tensione?', 'Какое напряжение?', '전압이 얼마야?', '电压是多少？', '電圧は？']) {
      expect(findAttributes(q).map((a) => a.name)).toContain('power');
    }
    expect(states('At what voltage does it sit?', 'Hot is always hot (120V) and neutral is always neutral (0V).')).toBeGreaterThan(0);
  });

  it('reads who makes a thing, stated as "made by …" or a brand label, and not what makes it special or what it is made of', () => {
    for (const q of ['Who makes the pen that comes with it?', 'E quem fabrica a caneta que vem junto?', 'Welche Marke ist das?', 'Qui fabrique ce stylo ?', 'どこのメーカーですか？', '哪个品牌？']) {
      expect(findAttributes(q).map((a) => a.name)).toContain('maker');
    }
    for (const q of ['What makes it special?', 'What is it made of?', 'Which coffee maker is cheaper?', 'このコーヒーメーカーの重さは？']) {
      expect(findAttributes(q).map((a) => a.name)).not.toContain('maker');
    }
    expect(states('Who makes the pen?', "The included pen is made by Staedtler, producer of quality pens.")).toBeGreaterThan(0);
    expect(states('Who makes the pen?', 'Brand: Staedtler')).toBeGreaterThan(0);
    expect(states('Who makes the pen?', 'It is made of plastic, by hand.')).toBe(0);
  });

  it('reads a Korean word with its particle ("무게는", "가격이")', () => {
    expect(findAttributes('무게는 얼마예요?').map((a) => a.name)).toEqual(['weight']);
    expect(findAttributes('가격이 얼마예요?').map((a) => a.name)).toContain('price');
    expect(states('무게는 얼마예요?', '중량: 1.2kg')).toBe(1.5);
  });
});
